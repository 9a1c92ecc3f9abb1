"""Column widths: each column as wide as its text, the rest of the page shared out."""

from __future__ import annotations

import pytest

from tourney.reports.column_layout import blocks_that_fit, share_width


def test_spare_width_is_shared_by_weight() -> None:
    assert share_width([10, 50, 10], [1, 2, 1], 100) == pytest.approx((17.5, 65.0, 17.5))


def test_when_too_wide_only_the_widest_columns_give_way() -> None:
    widths = share_width([20, 300, 20, 200], [1, 4, 1, 4], 300)
    assert widths[0] == 20 and widths[2] == 20
    assert widths[1] == pytest.approx(130) and widths[3] == pytest.approx(130)
    assert sum(widths) == pytest.approx(300)
    # one long column among short ones: only it is shortened
    assert share_width([20, 500, 30], [1, 1, 1], 250) == pytest.approx((20, 200, 30))


def test_side_by_side_only_as_often_as_the_text_fits() -> None:
    assert blocks_that_fit([100, 20], 540, 16, 2) == 2
    assert blocks_that_fit([200, 70], 540, 16, 2) == 1
    assert blocks_that_fit([600], 540, 16, 3) == 1
    assert blocks_that_fit([50], 540, 16, 3) == 3
