"""Keep the README's pictures small: a screenshot saved with at most 256 colours.

A window's picture holds a few hundred colours at most (flat fills, grey text
smoothed at its edges), so a palette of 256 chosen from the picture itself, with
no dithering, looks the same and takes about half the bytes. No Qt here: the
phone's picture, taken by a browser, goes through the same function.
"""

from __future__ import annotations

import io
from pathlib import Path

from PIL import Image

COLOURS = 256


def shrink_png(path: Path) -> int:
    """Rewrite the PNG at `path` with a palette of its own colours (exact when it has no
    more than 256), compressed as far as zlib goes, unless that is no smaller; returns its
    size in bytes."""
    with Image.open(path) as opened:
        picture = opened.convert("RGB")
    colours = picture.getcolors(COLOURS)
    if colours is not None:  # few enough to keep every one (quantize() would round some)
        index = {bytes(rgb): i for i, (_, rgb) in enumerate(colours)}
        raw = picture.tobytes()
        small = Image.frombytes("P", picture.size, bytes(index[raw[i:i + 3]] for i in range(0, len(raw), 3)))
        small.putpalette([channel for _, rgb in colours for channel in rgb])
    else:
        small = picture.quantize(COLOURS, method=Image.Quantize.MEDIANCUT, dither=Image.Dither.NONE)
    out = io.BytesIO()
    small.save(out, format="PNG", optimize=True)
    if out.tell() < path.stat().st_size:
        path.write_bytes(out.getvalue())
    return path.stat().st_size
