import os
import shutil
import sys
import lit.formats

config.name = "loopgen"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".cpp", ".c"]
config.excludes = ["Inputs"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.loopgen_obj_root, "test")

config.environment["PATH"] = os.pathsep.join(
    [os.path.join(config.loopgen_obj_root, "tool", "loopgen"),
     os.path.join(config.test_source_root, "tools"),
     config.llvm_tools_dir, config.environment.get("PATH", os.environ["PATH"])])
# FileCheck (tools/FileCheck) checks what remains of its input without the
# test's own directives, which a generated file keeps as comments.
config.environment["LOOPGEN_REAL_FILECHECK"] = os.path.join(
    config.llvm_tools_dir, "FileCheck")
# %exit1 COMMAND: COMMAND must exit with status 1, as loopgen does on an
# error; a crash, a hang or any other status fails the test (`not` would
# accept them).
config.substitutions.append(
    ("%exit1", "%s %s 1" % (sys.executable,
                            os.path.join(config.loopgen_src_root, "test",
                                         "expect-exit.py"))))
config.substitutions.append(("%python", sys.executable))
config.substitutions.append(("%samples", os.path.join(config.loopgen_src_root, "samples")))
config.substitutions.append(("%bench", os.path.join(config.loopgen_src_root, "bench")))
config.substitutions.append(("%runtime", os.path.join(config.loopgen_src_root, "include")))
# Every run verifies the LoopIR after every pass (--verify-each).
config.environment["LOOPGEN_VERIFY_EACH"] = "1"
# Emulated validation runs every sample's harness on the CPU; keep it quick.
config.environment["LOOPGEN_EMU_SEED"] = "7"

# Generated code is compiled with `nvcc -cubin`: nvcc's front end checks all
# of it, host and device, and ptxas the device code; the host compile and
# link, two thirds of nvcc's time, are checked by the CMake project's GPU
# build (scripts/test-cmake-project.sh) and by the runs on the GPU machine.
# LOOPGEN_LIT_NVCC=0 skips nvcc (the sanitized run: the same outputs).
if (config.nvcc and os.path.exists(config.nvcc)
        and os.environ.get("LOOPGEN_LIT_NVCC", "1") != "0"):
    config.available_features.add("nvcc")
    config.substitutions.append(("%nvcc", config.nvcc))
# Validation harnesses are compiled through ccache where it is installed:
# a harness compiled before (the same file validated at other sizes, or by
# the sanitized loopgen of scripts/test-sanitized.sh) comes from the cache.
if shutil.which("ccache"):
    config.environment["LOOPGEN_HARNESS_LAUNCHER"] = "ccache"
# One cache of precompiled standard headers for the whole run
# (lib/Driver/Preamble.h); a test of the cache itself sets its own.
config.environment["LOOPGEN_CACHE_DIR"] = os.environ.get(
    "LOOPGEN_CACHE_DIR", os.path.join(config.loopgen_obj_root, "test", "cache"))
# A sanitized loopgen (scripts/test-sanitized.sh) reads its options here.
for name in ["ASAN_OPTIONS", "UBSAN_OPTIONS", "CCACHE_DIR", "HOME",
             "XDG_CACHE_HOME"]:
    if name in os.environ:
        config.environment[name] = os.environ[name]
