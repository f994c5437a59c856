"""Throughput under concurrency: 1,000 concurrent asyncio requests, each in
its own scope, each calling three async tools and finalizing its reply,
against the same workload with the undecorated functions and no check.

No tracer provider is configured (this group runs in the driver process),
so the difference is receipts, scopes and the claim check.
"""

from __future__ import annotations

import asyncio
import gc
from collections.abc import Awaitable, Callable
from typing import Any

import guardrail

from ._util import Row, clock, ratio_row

GROUP = "concurrency"
REPLY = (
    "I looked up your account and found 3 recent orders. I've opened ticket {ticket} "
    "about the late delivery of order {order}; the support team will reply within a day."
)


def _workload(
    guarded: bool, check: bool = True
) -> Callable[[int], Awaitable[str]]:
    reg = guardrail.Registry("bench-concurrency")

    async def lookup_customer(email: str) -> dict[str, Any]:
        """Look up a customer account by email address."""
        await asyncio.sleep(0)
        return {"id": f"cus_{len(email)}", "email": email}

    async def list_orders(customer_id: str, limit: int = 3) -> list[dict[str, Any]]:
        """List the recent orders of a customer."""
        await asyncio.sleep(0)
        return [{"order_id": f"A-{customer_id}-{i}", "status": "late"} for i in range(limit)]

    async def create_ticket(subject: str, order_id: str) -> dict[str, Any]:
        """Create a support ticket about an order."""
        await asyncio.sleep(0)
        return {"success": True, "ticket": f"T-{order_id}"}

    if guarded:
        lookup = guardrail.tool(registry=reg)(lookup_customer)
        orders = guardrail.tool(registry=reg)(list_orders)
        ticket = guardrail.tool(registry=reg)(create_ticket)

        async def handle(i: int) -> str:
            async with guardrail.scope("request"):
                customer = await lookup(f"user{i}@example.com")
                recent = await orders(customer["id"])
                made = await ticket("Late delivery", recent[0]["order_id"])
                reply = REPLY.format(ticket=made["ticket"], order=recent[0]["order_id"])
                if not check:
                    return reply
                out: str = guardrail.finalize(reply, on_violation="replace", registry=reg)
                return out

        return handle

    async def handle_plain(i: int) -> str:
        customer = await lookup_customer(f"user{i}@example.com")
        recent = await list_orders(customer["id"])
        made = await create_ticket("Late delivery", recent[0]["order_id"])
        return REPLY.format(ticket=made["ticket"], order=recent[0]["order_id"])

    return handle_plain


async def _burst(handle: Callable[[int], Awaitable[str]], requests: int) -> tuple[int, list[str]]:
    gc.collect()
    t0 = clock()
    replies = await asyncio.gather(*(handle(i) for i in range(requests)))
    return clock() - t0, list(replies)


def run(quick: bool = False) -> list[Row]:
    requests = 200 if quick else 1_000
    repeats = 3 if quick else 5
    guarded = _workload(True)
    receipts_only = _workload(True, check=False)
    plain = _workload(False)
    loop = asyncio.new_event_loop()
    try:
        for handle in (guarded, receipts_only, plain):  # compile the lexicon, warm caches
            loop.run_until_complete(_burst(handle, 10))
        g_times: list[int] = []
        r_times: list[int] = []
        p_times: list[int] = []
        replies: list[str] = []
        variants = [(guarded, g_times), (receipts_only, r_times), (plain, p_times)]
        for i in range(repeats):
            shift = i % len(variants)
            for handle, sink in variants[shift:] + variants[:shift]:
                elapsed, out = loop.run_until_complete(_burst(handle, requests))
                sink.append(elapsed)
                if handle is guarded:
                    replies = out
    finally:
        loop.close()
    replaced = sum(1 for r in replies if not r.startswith("I looked up"))
    g_rps = requests / (min(g_times) / 1e9)
    r_rps = requests / (min(r_times) / 1e9)
    p_rps = requests / (min(p_times) / 1e9)
    return [
        ratio_row(
            GROUP,
            f"{requests:,} concurrent requests: scope + 3 guarded tools + finalize",
            g_rps,
            p_rps,
            "req/s",
            "undecorated, no check",
            note="ratio is the share of the plain throughput kept",
            extra={
                "guarded_ns": g_times,
                "plain_ns": p_times,
                "replies_replaced": replaced,
                "per_request_overhead_ns": (min(g_times) - min(p_times)) / requests,
            },
        ),
        ratio_row(
            GROUP,
            f"{requests:,} concurrent requests: scope + 3 guarded tools, no check",
            r_rps,
            p_rps,
            "req/s",
            "undecorated, no check",
            note="the same without finalize(): what receipts and scopes cost",
            extra={
                "receipts_only_ns": r_times,
                "per_request_overhead_ns": (min(r_times) - min(p_times)) / requests,
            },
        ),
    ]
