#!/usr/bin/env bash
# Kernel time of one call by ncu, summed over every launch of the call (the
# clock the issues quote): runs a prepared harness for 1 timed call after its
# warm-up call, so ncu sees each launch twice, and prints the sum over both
# divided by 2, with the launch count of one call.
#   scripts/ncu_kernel_time.sh BINARY...   (in the folder the harnesses are)
set -euo pipefail
for b in "$@"; do
  ncu --metrics gpu__time_duration.sum --csv "./$b" 1 2>/dev/null |
    python3 -c '
import csv, sys
rows = [r for r in csv.reader(sys.stdin) if len(r) > 10]
head, rows = rows[0], rows[1:]
v, u = head.index("Metric Value"), head.index("Metric Unit")
scale = {"ns": 1e-6, "nsecond": 1e-6, "us": 1e-3, "usecond": 1e-3,
         "ms": 1.0, "msecond": 1.0}
total = sum(float(r[v].replace(",", "")) * scale[r[u]] for r in rows)
print("NCU %s kernel_ms=%.4f launches=%d" % (sys.argv[1], total / 2, len(rows) // 2))
' "$b"
done
