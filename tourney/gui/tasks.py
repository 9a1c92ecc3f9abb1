"""Slow work off the GUI thread, one job at a time.

Bulk imports, pairing large events, printing and engine playouts must not
freeze the window. A job is a plain function run on a single worker thread,
so database writes never overlap; its result or exception comes back to the
GUI thread through a queued signal, where the caller's callbacks run. A
progress dialog appears only when a job takes longer than about half a
second, so quick jobs never flash one.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from itertools import count
from typing import Any

from PySide6.QtCore import QObject, QRunnable, Qt, QThreadPool, QTimer, Signal, Slot
from PySide6.QtWidgets import QApplication, QProgressDialog, QWidget

PROGRESS_DELAY_MS = 500


class _JobSignals(QObject):
    """Carries a finished job's outcome from the worker thread to the GUI thread."""

    finished = Signal(int, object, object)  # job id, result, exception (or None)


class _Job(QRunnable):
    def __init__(self, job_id: int, fn: Callable[[], Any], signals: _JobSignals) -> None:
        super().__init__()
        self.setAutoDelete(True)
        self._job_id = job_id
        self._fn = fn
        self._signals = signals

    def run(self) -> None:
        try:
            result = self._fn()
        except BaseException as exc:  # handed to the GUI thread, never swallowed
            self._signals.finished.emit(self._job_id, None, exc)
        else:
            self._signals.finished.emit(self._job_id, result, None)


@dataclass
class _Pending:
    on_success: Callable[[Any], None]
    on_failure: Callable[[BaseException], None]
    label: str
    parent: QWidget | None
    timer: QTimer
    progress: QProgressDialog | None = field(default=None)


class TaskRunner(QObject):
    """A one-thread executor with callbacks on the GUI thread."""

    busy_changed = Signal(bool)

    def __init__(
        self, parent: QObject | None = None, *, progress_delay_ms: int = PROGRESS_DELAY_MS
    ) -> None:
        super().__init__(parent)
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._signals = _JobSignals(self)
        self._signals.finished.connect(self._finish, Qt.ConnectionType.QueuedConnection)
        self._pending: dict[int, _Pending] = {}
        self._ids = count(1)
        self.progress_delay_ms = progress_delay_ms

    @property
    def busy(self) -> bool:
        return bool(self._pending)

    def submit(
        self,
        fn: Callable[[], Any],
        *,
        on_success: Callable[[Any], None],
        on_failure: Callable[[BaseException], None],
        label: str = "Working…",
        parent: QWidget | None = None,
    ) -> int:
        """Queue `fn`; exactly one of the callbacks runs later on the GUI thread."""
        job_id = next(self._ids)
        timer = QTimer(self)
        timer.setSingleShot(True)
        timer.timeout.connect(lambda: self._show_progress(job_id))
        self._pending[job_id] = _Pending(on_success, on_failure, label, parent, timer)
        if len(self._pending) == 1:
            self.busy_changed.emit(True)
        timer.start(self.progress_delay_ms)
        self._pool.start(_Job(job_id, fn, self._signals))
        return job_id

    def wait(self, timeout_ms: int = 30_000) -> bool:
        """Block until every job has finished and its callback ran (shutdown, tests)."""
        done = self._pool.waitForDone(timeout_ms)
        QApplication.processEvents()
        return done and not self._pending

    def _show_progress(self, job_id: int) -> None:
        pending = self._pending.get(job_id)
        if pending is None:
            return
        dialog = QProgressDialog(pending.label, "", 0, 0, pending.parent)
        dialog.setObjectName("taskProgress")
        dialog.setCancelButton(None)  # type: ignore[arg-type]
        dialog.setWindowModality(Qt.WindowModality.WindowModal)
        dialog.setMinimumDuration(0)
        dialog.show()
        pending.progress = dialog

    @Slot(int, object, object)
    def _finish(self, job_id: int, result: object, error: object) -> None:
        pending = self._pending.pop(job_id, None)
        if pending is None:
            return
        pending.timer.stop()
        pending.timer.deleteLater()
        if pending.progress is not None:
            pending.progress.close()
            pending.progress.deleteLater()
        if not self._pending:
            self.busy_changed.emit(False)
        if isinstance(error, BaseException):
            pending.on_failure(error)
        else:
            pending.on_success(result)
