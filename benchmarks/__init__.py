"""guardrail's benchmark suite: ``python -m benchmarks [--quick] [--json PATH] [--only NAME]``.

Groups: ``calls`` (per-call overhead of a guarded tool against a bare call
and a hand-written span wrapper, with and without an SDK provider),
``check`` (check()/finalize() against reply length, tool count and receipt
count), ``import`` (import time), ``memory`` (bytes per receipt, a scope of
100,000 receipts), ``concurrency`` (throughput of 1,000 concurrent guarded
requests) and ``adversarial`` (check() on crafted 1 MB replies).

Every figure is a ratio against a baseline measured in the same process,
interleaved, in process CPU time, so that a busy machine skews both sides
alike.
"""
