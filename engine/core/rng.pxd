# The compiled build's types for rng.py (scripts/compile_engine.py; running as Python
# reads none of this). The generator's arithmetic runs on C 64-bit unsigned integers,
# whose wrap-around is exactly the source's `& _MASK`; a state or output reaches Python
# code as the same int. A state outside 0 <= state < 2**64 (which no step makes) is an
# OverflowError here.

cdef unsigned long long _MASK, _GAMMA, _MIX1, _MIX2

cdef unsigned long long _step(unsigned long long state)
cdef unsigned long long _mix(unsigned long long z)
