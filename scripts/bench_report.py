"""The dashboard at the top of bench/RESULTS.md and the plots in bench/plots,
from the results.json files that `scripts/bench.sh run` writes."""
import json
import os
import re

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BEGIN, END = "<!-- dashboard:begin -->", "<!-- dashboard:end -->"


def metrics(c, peaks):
    """Derived figures of one case: throughputs, the roof it is under, and
    the ratios to one CPU core and to the reference."""
    m = {}
    k = c.get("kernel_ms")
    if c.get("status") == "PASS" and c.get("launches") == 0:
        # Kept on the host as written: only the whole call compares.
        m["x_cpu_e2e"] = c["cpu_ms"] / c["e2e_ms"]
        return m
    if c.get("status") != "PASS" or not k:
        return m
    fp_peak = float(peaks["fp32_gflops" if c["fp"] == "float" else "fp64_gflops"])
    bw = float(peaks["copy_gbs"])
    m["gflops"] = c["flops"] / (k * 1e6)
    m["gbs"] = c["bytes"] / (k * 1e6)
    m["intensity"] = c["flops"] / c["bytes"]
    roof = min(fp_peak, m["intensity"] * bw)
    m["roof"] = "FP" if fp_peak <= m["intensity"] * bw else "BW"
    m["of_roof"] = m["gflops"] / roof
    m["x_cpu"] = c["cpu_ms"] / k
    m["x_cpu_e2e"] = c["cpu_ms"] / c["e2e_ms"]
    if c.get("ref_ms"):
        m["vs_ref"] = k / c["ref_ms"]
    if c.get("ref_after_copy_ms"):
        m["vs_ref_after_copy"] = k / c["ref_after_copy_ms"]
    elif c.get("ref") == "copy":
        m["vs_ref"] = k / (c["bytes"] / (bw * 1e6))
    return m


def fmt(x, spec):
    return "" if x is None else format(x, spec)


def as_written_cell(c):
    """The kernel time with shared-memory tiling, stencil row streaming or
    the one pass of row and column reductions switched off at run time, and
    what the transformation gained; empty where the default run did not use
    it either (no tiled kernel among those launched, whose names end in
    their register block; stencil rows inside a persistent kernel, which
    runs one row per thread; no combination of column partials)."""
    if not c.get("as_written_ms") or not c.get("kernel_ms"):
        return ""
    names = [k.get("name", "") for k in c.get("kernels", [])]
    if c.get("as_written") == "untiled" and not any(
            re.search(r"_\d+x\d+x\d+$", n) for n in names):
        return ""
    if c.get("as_written") == "one row" and any("persistent" in n for n in names):
        return ""
    if c.get("as_written") == "two kernels" and not any(
            n.endswith("_columns") for n in names):
        return ""
    return "%.3f %s (%.2fx)" % (c["as_written_ms"], c["as_written"],
                                c["as_written_ms"] / c["kernel_ms"])


def status_cell(c):
    s = c.get("status", "?")
    if s == "PASS" and c.get("launches") == 0:
        return "PASS, on the host as written"
    if s == "PASS" and c.get("exact"):
        return "PASS, bit for bit (--strict-fp)"
    if s != "PASS" and c.get("reason"):
        return "%s: %s" % (s, c["reason"].replace("|", "/").replace("\n", " ")[:240])
    return s


def seeds_tables(cases, peaks):
    out = ["### Seed kernels, as users write them",
           "",
           "Each kernel in several styles (bench/styles: accumulating into the "
           "array, into a local, through a helper, with std::vector, PolyBench's "
           "C arrays), with and without the seed's `unroll`. Reference: the best "
           "hand-written variant (bench/reference), cuBLAS SGEMM for matmul, the "
           "copy-bandwidth floor for jacobi2d. CPU: the sequential original of "
           "the first style, one core. As written: the same binary with "
           "shared-memory tiling (untiled) or stencil row streaming (one "
           "row) switched off at run time, and the gain, where the default "
           "run used it.",
           "",
           "| kernel | style | status | kernel ms | as written ms | GFLOP/s | of roof | × CPU | × CPU e2e | vs reference | launches | regs, occupancy |",
           "| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |"]
    for c in cases:
        m = metrics(c, peaks)
        ks = ", ".join("%s/%s" % (k.get("regs"), k.get("occupancy"))
                       for k in c.get("kernels", [])[:2])
        out.append("| %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s |" % (
            c["kernel"], c["variant"], status_cell(c), fmt(c.get("kernel_ms"), ".3f"),
            as_written_cell(c), fmt(m.get("gflops"), ".0f"),
            fmt(m.get("of_roof"), ".2f") + (" " + m["roof"] if "roof" in m else ""),
            fmt(m.get("x_cpu"), ".0f"), fmt(m.get("x_cpu_e2e"), ".1f"),
            fmt(m.get("vs_ref"), ".2f"), c.get("launches", ""), ks))
    # Style invariance: the spread of kernel times between styles.
    out += ["", "Spread between styles (slowest over fastest kernel time; the "
            "issue's bar is 1.10):", "",
            "| kernel | variant | styles | fastest ms | slowest ms | spread |",
            "| --- | --- | ---: | ---: | ---: | ---: |"]
    groups = {}
    for c in cases:
        if c.get("status") == "PASS":
            unrolled = "unroll" in c["variant"]
            groups.setdefault((c["kernel"], unrolled), []).append(c)
    for (kernel, unrolled), cs in sorted(groups.items()):
        t = [c["kernel_ms"] for c in cs]
        out.append("| %s | %s | %d | %.3f | %.3f | %.2f |" % (
            kernel, "unroll" if unrolled else "plain", len(cs), min(t), max(t),
            max(t) / min(t)))
    return out


def reductions_table(cases, peaks):
    out = ["### Reductions (seed 003), against CUB",
           "",
           "bench/reductions: each reduction, scan and histogram in the styles "
           "people write it (into a local, a reference, through a pointer, "
           "with if/fmaxf, as a recurrence, in place), translated without "
           "hints. Reference: cub::DeviceReduce, DeviceScan or DeviceHistogram "
           "on the same operation and size (bench/reference/cub.cu), timed "
           "back to back (vs CUB) and, as the harness times loopgen's "
           "kernels, each run after a copy-in of its inputs with the device "
           "idle (vs CUB after copy-in). Of copy "
           "bandwidth: the bytes the input occupies, read once (a scan's "
           "output written too), over the time.",
           "",
           "| kernel | style | status | kernel ms | GB/s | of copy bandwidth | × CPU | × CPU e2e | vs CUB | vs CUB after copy-in | launches |",
           "| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"]
    for c in cases:
        m = metrics(c, peaks)
        bw = m.get("gbs")
        out.append("| %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s |" % (
            c["kernel"], c["variant"], status_cell(c),
            fmt(c.get("kernel_ms"), ".3f"), fmt(bw, ".0f"),
            fmt(bw / float(peaks["copy_gbs"]) if bw else None, ".2f"),
            fmt(m.get("x_cpu"), ".0f"), fmt(m.get("x_cpu_e2e"), ".1f"),
            fmt(m.get("vs_ref"), ".2f"), fmt(m.get("vs_ref_after_copy"), ".2f"),
            c.get("launches", "")))
    return out


def polybench_table(cases, peaks, title):
    out = ["### " + title, "",
           "PolyBench/C 4.2 transcribed in its own style (bench/suite/polybench), "
           "no hints, double precision. Roof: the FP64 peak or the copy "
           "bandwidth times the kernel's arithmetic intensity (fewest bytes), "
           "whichever is lower. CPU: the sequential original, one core. "
           "As written: shared-memory tiling, row streaming or the one pass of row and column reductions switched off "
           "at run time, and the gain, where the default run used it (at "
           "MEDIUM the host launches the matrix products as written: "
           "no register block fills the GPU). vs library: the kernels' time "
           "over cuBLAS's (BLAS kernels) or cuSOLVER's (lu, ludcmp, cholesky, "
           "without pivoting) for the same operation. On the host as "
           "written: the call ran the original, and its × CPU e2e compares "
           "two timings of the same code (the reference's one call, in "
           "another process, against the median of the call's), so that it "
           "shows their noise.",
           "",
           "| kernel | category | status | kernel ms | as written ms | e2e ms | GFLOP/s | GB/s | of roof | × CPU | × CPU e2e | vs library | launches |",
           "| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"]
    for c in cases:
        m = metrics(c, peaks)
        out.append("| %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s |" % (
            c["kernel"], c.get("category", ""), status_cell(c),
            fmt(c.get("kernel_ms"), ".3f"), as_written_cell(c),
            fmt(c.get("e2e_ms"), ".3f"),
            fmt(m.get("gflops"), ".1f"), fmt(m.get("gbs"), ".0f"),
            fmt(m.get("of_roof"), ".2f") + (" " + m["roof"] if "roof" in m else ""),
            fmt(m.get("x_cpu"), ".1f"), fmt(m.get("x_cpu_e2e"), ".2f"),
            fmt(m.get("vs_ref"), ".2f") if c.get("ref_ms") else "",
            c.get("launches", "")))
    slower = [c["kernel"] for c in cases
              if c.get("kernel_ms") and c.get("cpu_ms") and c.get("launches")
              and c["cpu_ms"] < c["kernel_ms"]]
    timeouts = ["%s (one core: %.0f ms)" % (c["kernel"], c["cpu_ms"])
                for c in cases if c.get("status") == "GPU-TIMEOUT"
                and c.get("cpu_ms")]
    # End to end, with the copies; a call kept on the host runs the
    # original itself, and its ratio only measures the timer.
    slower_e2e = ["%s (%.2f x)" % (c["kernel"], c["cpu_ms"] / c["e2e_ms"])
                  for c in cases
                  if c.get("e2e_ms") and c.get("cpu_ms") and c.get("launches")
                  and c["cpu_ms"] < c["e2e_ms"]]
    out += ["", "Slower on the GPU (kernels) than the original on one core: %s." %
            (", ".join(slower + timeouts) if slower or timeouts else "none"),
            "", "Slower end to end (the copies included) than the original "
            "on one core: %s." % (", ".join(slower_e2e) or "none")]
    return out


def plots(results, every):
    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        print("matplotlib is missing (apt-get install python3-matplotlib): no plots")
        return []
    os.makedirs(os.path.join(ROOT, "bench/plots"), exist_ok=True)
    peaks = results[0]["peaks"]
    points = []
    for c, case_peaks in every:
        m = metrics(c, case_peaks)
        # Of the seeds' styles, the local one (plain and unrolled) and
        # jacobi2d's pointers stand for the rest.
        if "x_cpu" not in m or (c["group"] == "seeds" and c["variant"] not in (
                "local", "local_unroll", "pointers", "local fast",
                "local_unroll fast")):
            continue
        label = c["kernel"] + ("" if c["group"] != "seeds" else " " + c["variant"])
        points.append((label, c, m))
    # Speedup over one CPU core.
    fig, ax = plt.subplots(figsize=(12, 5))
    labels = [p[0] for p in points]
    ax.bar(range(len(points)), [p[2]["x_cpu"] for p in points], color=[
        "tab:orange" if p[1]["group"] == "seeds" else "tab:blue" for p in points])
    ax.set_yscale("log")
    ax.axhline(1, color="black", linewidth=0.8)
    ax.set_xticks(range(len(points)))
    ax.set_xticklabels(labels, rotation=75, fontsize=7)
    ax.set_ylabel("speedup of the kernels over one CPU core")
    ax.set_title("loopgen, %s, %s" % (results[0]["gpu"].split(",")[0], results[0]["date"]))
    fig.tight_layout()
    fig.savefig(os.path.join(ROOT, "bench/plots/speedup.png"), dpi=110)
    # Roofline.
    fig, ax = plt.subplots(figsize=(8, 6))
    bw = float(peaks["copy_gbs"])
    grid = [10 ** (e / 10) for e in range(-20, 51)]
    for name, key, color in (("FP32", "fp32_gflops", "tab:orange"),
                             ("FP64", "fp64_gflops", "tab:blue")):
        p = float(peaks[key])
        ax.plot(grid, [min(p, x * bw) for x in grid], color=color,
                linewidth=0.8, label="%s peak %.0f GFLOP/s" % (name, p))
    for label, c, m in points:
        ax.scatter(m["intensity"], m["gflops"], s=14,
                   color="tab:orange" if c["fp"] == "float" else "tab:blue")
        ax.annotate(label, (m["intensity"], m["gflops"]), fontsize=6)
    ax.set_xscale("log")
    ax.set_yscale("log")
    ax.set_xlabel("arithmetic intensity (flops per byte, fewest bytes)")
    ax.set_ylabel("achieved GFLOP/s (kernel time)")
    ax.set_title("roofline: copy bandwidth %.0f GB/s; orange float, blue double" % bw)
    ax.legend(fontsize=7)
    fig.tight_layout()
    fig.savefig(os.path.join(ROOT, "bench/plots/roofline.png"), dpi=110)
    return ["![speedup over one CPU core](plots/speedup.png)",
            "![roofline](plots/roofline.png)"]


def report(paths):
    results = [json.load(open(p)) for p in paths]
    r0 = results[0]
    commits = sorted({r["commit"] for r in results if r.get("commit")})
    lines = [BEGIN, "## Current state: the benchmark suite (scripts/bench.sh)", "",
             "%s, %s, loopgen %s. Measured in the same runs: FP32 peak %s GFLOP/s, "
             "FP64 peak %s GFLOP/s, copy bandwidth %s GB/s (bench/peak.cu, "
             "bench/bandwidth.cu). Clock: CUDA events around all kernels of a "
             "call (every launch counted), medians of 15 calls after a warm-up; "
             "end to end (e2e) adds allocation and transfers. Every case is "
             "validated against the sequential original in the same run." % (
                 r0["date"], r0["gpu"], ", ".join(commits) or "?",
                 r0["peaks"].get("fp32_gflops"), r0["peaks"].get("fp64_gflops"),
                 r0["peaks"].get("copy_gbs")), ""]
    # Each case with the peaks of its own run; a later file's case replaces
    # an earlier one's.
    latest = {}
    for r in results:
        for c in r["cases"]:
            latest[c["id"]] = (c, r["peaks"])
    every = list(latest.values())
    seeds = [c for c, p in every if c["group"] == "seeds"]
    if seeds:
        lines += seeds_tables(seeds, r0["peaks"]) + [""]
    reductions = [c for c, p in every if c["group"] == "reductions"]
    if reductions:
        lines += reductions_table(reductions, r0["peaks"]) + [""]
    for dataset in ("polybench", "polybench-medium"):
        cs = [c for c, p in every if c["group"] == dataset]
        if cs:
            lines += polybench_table(
                cs, r0["peaks"], "PolyBench, %s dataset" %
                ("LARGE" if dataset == "polybench" else "MEDIUM")) + [""]
    lines += plots(results, every) + ["", END, ""]
    path = os.path.join(ROOT, "bench/RESULTS.md")
    text = open(path).read()
    if BEGIN in text:
        head, rest = text.split(BEGIN, 1)
        tail = rest.split(END, 1)[1].lstrip("\n")
    else:
        # The old sections move below the dashboard.
        first = text.index("\n## ")
        head, tail = text[:first + 1], "# Earlier runs\n" + text[first:]
    open(path, "w").write(head + "\n".join(lines) + tail)
    print("dashboard written to bench/RESULTS.md")
