#!/usr/bin/env python3
"""The timing driver of one PolyBench program (bench/suite/polybench*/X.cpp),
for the peers loopgen is measured beside: the same main for clang's OpenMP
offload of the OpenMP twin, GCC's OpenMP of its CPU twin on all cores, and
the original on one core.

    bench/openmp/driver.py PROGRAM.cpp > driver.cpp   (the program #included)

The main allocates the kernel's arrays at the dataset's sizes, and for each
timed call runs the program's init function, then the kernel: REPS calls
(argv[1], default 5) after one warm-up, the median printed. 'e2e' is the
call as a user makes it (an offloaded kernel maps its data in and out);
'resident' is the call inside a target data region that already holds every
array (clang's offload then moves no data: its kernels and launches only;
the same as e2e for a CPU build). The clock is the host's steady clock.
The checksum (the sum of every array after the last call) compares builds.
"""
import re
import sys


def split_params(text):
    out, depth, cur = [], 0, ""
    for c in text:
        if c == "," and depth == 0:
            out.append(cur.strip())
            cur = ""
            continue
        depth += c in "([" and 1 or 0
        depth -= c in ")]" and 1 or 0
        cur += c
    if cur.strip():
        out.append(cur.strip())
    return out


def main():
    path = sys.argv[1]
    src = open(path).read()
    m = re.search(r"#pragma loopgen validate\((.*?)\)\s*init\((\w+)\)", src)
    values = dict(
        (k.strip(), v.strip())
        for k, v in (kv.split("=") for kv in split_params(m.group(1))))
    init = m.group(2)
    rest = src[m.end():]
    sig = re.search(r"void\s+(\w+)\s*\((.*?)\)\s*\{", rest, re.S)
    kernel, params = sig.group(1), split_params(" ".join(sig.group(2).split()))
    decls, names, arrays = [], [], []
    for p in params:
        pm = re.match(r"(.*?)(\w+)\s*((?:\[\w+\])*)$", p)
        ty, name, dims = pm.group(1).strip(), pm.group(2), re.findall(
            r"\[(\w+)\]", pm.group(3))
        names.append(name)
        if not dims:
            decls.append("  %s %s = %s;" % (ty, name, values[name]))
            continue
        inner = "".join("[%s]" % d for d in dims[1:])
        count = "*".join("(size_t)(%s)" % d for d in dims)
        decls.append(
            "  %s (*%s)%s = (%s (*)%s)std::calloc(%s, sizeof(%s));" %
            (ty, name, inner, ty, inner, count, ty))
        arrays.append((name, dims, count, ty))
    args = ", ".join(names)
    sections = ", ".join(
        "%s%s" % (n, "".join("[0:%s]" % d for d in dims))
        for n, dims, _, _ in arrays)
    sums = "\n".join(
        "  for (size_t drv_e = 0; drv_e < %s; ++drv_e) drv_sum += (double)((%s *)%s)[drv_e];" %
        (count, ty, n) for n, _, count, ty in arrays)
    print('#include "%s"' % path)
    print("""#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <vector>

static double drv_median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  return v[v.size() / 2];
}

int main(int argc, char **argv) {
  int drv_reps = argc > 1 ? std::atoi(argv[1]) : 5;
%s
  auto drv_now = [] { return std::chrono::steady_clock::now(); };
  auto drv_ms = [](auto a, auto b) {
    return std::chrono::duration<double, std::milli>(b - a).count();
  };
  std::vector<double> drv_e2e, drv_resident;
  %s(%s);
  %s(%s); // warm-up: the runtime's and the device's start
  for (int drv_r = 0; drv_r < drv_reps; ++drv_r) {
    %s(%s);
    auto drv_t0 = drv_now();
    %s(%s);
    drv_e2e.push_back(drv_ms(drv_t0, drv_now()));
  }
  double drv_sum = 0;
%s
#pragma omp target data map(tofrom: %s)
  for (int drv_r = 0; drv_r < drv_reps; ++drv_r) {
    %s(%s);
#pragma omp target update to(%s)
    auto drv_t0 = drv_now();
    %s(%s);
    drv_resident.push_back(drv_ms(drv_t0, drv_now()));
  }
  std::printf("DRIVER program=%s e2e_ms=%%.4f resident_ms=%%.4f checksum=%%.12e\\n",
              drv_median(drv_e2e), drv_median(drv_resident), drv_sum);
  return 0;
}""" % ("\n".join(decls), init, args, kernel, args, init, args, kernel, args,
        sums, sections, init, args, sections, kernel, args,
        re.sub(r"\.cpp$", "", path.split("/")[-1])))


main()
