"""The texts of the cards, one home per wording: each module registers its cards' `CardText`s.

Importing this package imports every module in it (they register on import).
"""

from __future__ import annotations

import importlib
import pkgutil

for _module in pkgutil.iter_modules(__path__):
    importlib.import_module(f"{__name__}.{_module.name}")
