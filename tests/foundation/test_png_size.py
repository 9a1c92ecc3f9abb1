"""The README's pictures are saved small: a palette of the picture's own colours, no dithering."""

from __future__ import annotations

from pathlib import Path

from PIL import Image, ImageChops

from tourney.gui.png_size import shrink_png

ROOT = Path(__file__).resolve().parents[2]


def _picture(path: Path, *, colours: int) -> Image.Image:
    """A picture in `colours` colours, finely mixed as smoothed text is (so that plain RGB
    does not compress it away), saved as RGB."""
    shades = [(255 * i // colours, 90 + 120 * i // colours, 255 - 255 * i // colours) for i in range(colours)]
    picture = Image.new("RGB", (300, 200))
    picture.putdata([shades[(x * 7 + y * 13 + x * y) % colours] for y in range(200) for x in range(300)])
    picture.save(path)
    return picture


def test_a_picture_of_few_colours_keeps_every_pixel_and_shrinks(tmp_path: Path) -> None:
    path = tmp_path / "window.png"
    original = _picture(path, colours=200)
    before = path.stat().st_size
    after = shrink_png(path)
    with Image.open(path) as saved:
        assert saved.mode == "P"
        assert ImageChops.difference(saved.convert("RGB"), original).getbbox() is None
    assert after == path.stat().st_size < before


def test_a_picture_of_many_colours_gets_256_close_ones(tmp_path: Path) -> None:
    path = tmp_path / "window.png"
    original = _picture(path, colours=700)
    shrink_png(path)
    with Image.open(path) as saved:
        assert saved.mode == "P"
        rgb = saved.convert("RGB")
    assert rgb.size == original.size and len(rgb.getcolors(1 << 16) or ()) <= 256
    worst = max(high for _, high in ImageChops.difference(rgb, original).getextrema())
    assert worst <= 24  # the nearest of the picture's own colours, never a stray one


def test_a_picture_already_small_is_left_alone(tmp_path: Path) -> None:
    """Shrinking never makes a file bigger: one already shrunk keeps its bytes."""
    path = tmp_path / "window.png"
    _picture(path, colours=200)
    shrink_png(path)
    before = path.read_bytes()
    assert shrink_png(path) == len(before) and path.read_bytes() == before


def test_the_readme_pictures_remade_are_small() -> None:
    """The pictures remade with the program as it is now are saved with a palette."""
    for name in ("rounds.png", "new-event.png", "phone-pairings.png"):
        with Image.open(ROOT / "docs" / "screenshots" / name) as picture:
            assert picture.mode == "P", name
        assert (ROOT / "docs" / "screenshots" / name).stat().st_size < 40_000, name
