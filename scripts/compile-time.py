#!/usr/bin/env python3
"""loopgen's own speed: translates every input of the project and prints the
distribution of its times.

  scripts/compile-time.py [--loopgen PATH] [--repeats N] [--slowest K]
                          [--jobs J] [--json FILE] [PATH ...]

Each C++ file under test/, bench/ and samples/ (or under the PATHs given) is
translated with `loopgen FILE -o /dev/null` (the flags after `--` of its
first RUN line that has them, such as -DN=..., are passed too), N times
after one warm-up run; a file's time is the median of its runs' wall times,
as farm-bench's figures are. Prints the median, the 90th percentile and the
maximum over all files, then the slowest files. Errors (tests of error
messages) are timed like any other input. A run with J > 1 jobs times
files side by side: use it to find slow files, not for the figures of
bench/RESULTS.md (one job on an idle machine).
"""
import argparse
import json
import os
import re
import statistics
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def inputs(paths):
    found = []
    for top in paths:
        if os.path.isfile(top):
            found.append(top)
            continue
        for dirpath, dirs, files in os.walk(top):
            dirs[:] = sorted(d for d in dirs if d not in ("Inputs", "build"))
            for f in sorted(files):
                if f.endswith(".cpp"):
                    found.append(os.path.join(dirpath, f))
    return found


def compiler_flags(path):
    """The flags after `--` of the file's first loopgen RUN line with any."""
    with open(path, errors="replace") as f:
        for line in f:
            m = re.search(r"RUN:.*\bloopgen\b.*?\s--\s(.*)$", line)
            if m:
                flags = m.group(1).split("|")[0].split(">")[0].split()
                return ["--"] + [x for x in flags if x.startswith(("-D", "-std"))]
    return []


def time_file(loopgen, path, repeats):
    cmd = [loopgen, path, "-o", os.devnull] + compiler_flags(path)
    times = []
    status = 0
    for i in range(repeats + 1):
        start = time.monotonic()
        proc = subprocess.run(cmd, stdout=subprocess.DEVNULL,
                              stderr=subprocess.DEVNULL)
        elapsed = time.monotonic() - start
        status = proc.returncode
        if i > 0:  # The first run warms the caches.
            times.append(elapsed)
    return path, statistics.median(times), status


def main():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("paths", nargs="*")
    p.add_argument("--loopgen",
                   default=os.path.join(ROOT, "build/tool/loopgen/loopgen"))
    p.add_argument("--repeats", type=int, default=3)
    p.add_argument("--slowest", type=int, default=10)
    p.add_argument("--jobs", type=int, default=1)
    p.add_argument("--json", help="write every file's time here")
    args = p.parse_args()
    paths = args.paths or [os.path.join(ROOT, d)
                           for d in ("test", "bench", "samples")]
    files = inputs(paths)
    with ThreadPoolExecutor(max_workers=args.jobs) as pool:
        results = list(pool.map(
            lambda f: time_file(args.loopgen, f, args.repeats), files))
    times = sorted(t for _, t, _ in results)
    if not times:
        sys.exit("no inputs")

    def pct(q):
        return times[min(len(times) - 1, int(q * len(times)))]

    print("%d inputs, %d runs each (median of each file's runs), %d job%s" %
          (len(times), args.repeats, args.jobs, "" if args.jobs == 1 else "s"))
    print("  median %.3f s   90th percentile %.3f s   maximum %.3f s   "
          "over 0.5 s: %d" % (statistics.median(times), pct(0.9), times[-1],
                              sum(t > 0.5 for t in times)))
    print("slowest:")
    for path, t, status in sorted(results, key=lambda r: -r[1])[:args.slowest]:
        print("  %.3f s  %s%s" % (t, os.path.relpath(path, ROOT),
                                  "" if status == 0 else "  (exit %d)" % status))
    if args.json:
        with open(args.json, "w") as f:
            json.dump({os.path.relpath(p, ROOT): t for p, t, _ in results}, f,
                      indent=1, sort_keys=True)


if __name__ == "__main__":
    main()
