#!/usr/bin/env python3
"""loopgen's own speed: translates every input of the project and prints the
distribution of its times.

  scripts/compile-time.py [--loopgen PATH] [--repeats N] [--slowest K]
                          [--jobs J] [--json FILE] [PATH ...]
  scripts/compile-time.py --functions N [--repeats R]

Each C++ file under test/, bench/ and samples/ (or under the PATHs given) is
translated with `loopgen FILE -o /dev/null` (the flags after `--` of its
first RUN line that has them, such as -DN=..., are passed too), N times
after one warm-up run; a file's time is the median of its runs' wall times,
as farm-bench's figures are. Prints the median, the 90th percentile and the
maximum over all files, then the slowest files. Errors (tests of error
messages) are timed like any other input. A run with J > 1 jobs times
files side by side: use it to find slow files, not for the figures of
bench/RESULTS.md (one job on an idle machine).

--functions N times one generated file of N offloaded functions (four
kinds in turn: a map, a reduction, a 2-D stencil and a matrix product over
flat arrays), as a build system would hand loopgen a large source file.
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


KINDS = [
    """#pragma loopgen offload
#pragma loopgen array(x[n], y[n])
void map{k}(int n, float a, const float *x, float *y) {{
  for (int i = 0; i < n; ++i)
    y[i] = a * x[i] + {k}.0f;
}}
""",
    """#pragma loopgen offload
#pragma loopgen array(x[n])
double sum{k}(int n, const double *x) {{
  double s = 0;
  for (int i = 0; i < n; ++i)
    s += x[i] * {k};
  return s;
}}
""",
    """#pragma loopgen offload
#pragma loopgen array(a[n][m], b[n][m])
void stencil{k}(int n, int m, const float *a, float *b) {{
  for (int i = 1; i < n - 1; ++i)
    for (int j = 1; j < m - 1; ++j)
      b[i * m + j] = 0.25f * (a[(i - 1) * m + j] + a[(i + 1) * m + j] +
                              a[i * m + j - 1] + a[i * m + j + 1]) + {k};
}}
""",
    """#pragma loopgen offload
#pragma loopgen array(a[n][p], b[p][m], c[n][m])
void product{k}(int n, int m, int p, const float *a, const float *b,
                float *c) {{
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j) {{
      float s = {k};
      for (int k = 0; k < p; ++k)
        s += a[i * p + k] * b[k * m + j];
      c[i * m + j] = s;
    }}
}}
""",
]


def many_functions(loopgen, count, repeats):
    import tempfile
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "functions%d.cpp" % count)
        with open(path, "w") as f:
            for k in range(count):
                f.write(KINDS[k % len(KINDS)].format(k=k) + "\n")
        _, t, status = time_file(loopgen, path, repeats)
    print("%d offloaded functions in one file: %.3f s (median of %d runs)%s" %
          (count, t, repeats, "" if status == 0 else ", exit %d" % status))


def main():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("paths", nargs="*")
    p.add_argument("--loopgen",
                   default=os.path.join(ROOT, "build/tool/loopgen/loopgen"))
    p.add_argument("--repeats", type=int, default=3)
    p.add_argument("--slowest", type=int, default=10)
    p.add_argument("--jobs", type=int, default=1)
    p.add_argument("--json", help="write every file's time here")
    p.add_argument("--functions", type=int,
                   help="time one generated file of this many functions")
    args = p.parse_args()
    if args.functions:
        many_functions(args.loopgen, args.functions, args.repeats)
        return
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
