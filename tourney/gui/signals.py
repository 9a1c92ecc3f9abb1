"""Emitting Qt signals from Python code, safely on every PySide6 version we meet.

Some PySide6 releases (6.12.0 among them) hand back `True` from
`SignalInstance.emit` without taking a reference to it, so every emit made
from Python costs `True` one reference. After a few hundred user actions
the interpreter aborts ("deallocating True or False"). `emit` below checks
once whether the running PySide6 does this and, if so, gives the reference
back after each emit. Every signal our Python code emits goes through it.
"""

from __future__ import annotations

import ctypes
import sys
from typing import Any

from PySide6.QtCore import QObject, Signal, SignalInstance


class _Probe(QObject):
    ping = Signal()


def _emit_loses_a_reference_to_true() -> bool:
    probe = _Probe()
    tries = 8
    before = sys.getrefcount(True)
    for _ in range(tries):
        probe.ping.emit()
    lost = before - sys.getrefcount(True)
    if lost > 0:
        for _ in range(lost):  # give back what the probe itself cost
            ctypes.pythonapi.Py_IncRef(ctypes.py_object(True))
    return lost >= tries


EMIT_LOSES_TRUE = _emit_loses_a_reference_to_true()


def emit(signal: SignalInstance, *args: Any) -> None:
    """`signal.emit(*args)`, keeping the interpreter's reference counts right."""
    signal.emit(*args)
    if EMIT_LOSES_TRUE:
        ctypes.pythonapi.Py_IncRef(ctypes.py_object(True))
