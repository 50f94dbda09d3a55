// RUN: rm -rf %t && mkdir -p %t/inc
// RUN: echo '#define LOOPGEN_TEST_EXTENT 8' > %t/inc/extent.h
// RUN: env LOOPGEN_CACHE_DIR=%t/cache loopgen %s -o %t/first.cu --depfile=%t/first.d -- -std=c++17 -I%t/inc
// RUN: ls %t/cache | FileCheck %s --check-prefix=CACHE
// RUN: env LOOPGEN_CACHE_DIR=%t/cache loopgen %s -o %t/second.cu --depfile=%t/second.d -- -std=c++17 -I%t/inc
// RUN: env LOOPGEN_CACHE_DIR=off loopgen %s -o %t/plain.cu --depfile=%t/plain.d -- -std=c++17 -I%t/inc
// RUN: cmp %t/first.cu %t/plain.cu
// RUN: cmp %t/second.cu %t/plain.cu
// RUN: tail -n +2 %t/first.d > %t/first.deps
// RUN: tail -n +2 %t/second.d > %t/second.deps
// RUN: tail -n +2 %t/plain.d > %t/plain.deps
// RUN: cmp %t/first.deps %t/plain.deps
// RUN: cmp %t/second.deps %t/plain.deps
// RUN: FileCheck %s --check-prefix=DEPS < %t/second.d
// RUN: FileCheck %s --check-prefix=EIGHT < %t/second.cu
// A header of the preamble changed: the cached one is rebuilt, and the
// output follows the header.
// RUN: echo '#define LOOPGEN_TEST_EXTENT 16' > %t/inc/extent.h
// RUN: env LOOPGEN_CACHE_DIR=%t/cache loopgen %s -o %t/changed.cu -- -std=c++17 -I%t/inc
// RUN: FileCheck %s --check-prefix=SIXTEEN < %t/changed.cu
// Other flags, another precompiled header; a file that starts otherwise
// gets none.
// RUN: env LOOPGEN_CACHE_DIR=%t/cache loopgen %s -o %t/other.cu -- -std=c++17 -I%t/inc -DLOOPGEN_TEST_OTHER
// RUN: ls %t/cache | grep -c 'pch$' | FileCheck %s --check-prefix=TWO
// RUN: env LOOPGEN_CACHE_DIR=%t/cache loopgen %S/depfile.cpp -o %t/none.cu -- -std=c++17 -I %S/Inputs
// RUN: ls %t/cache | grep -c 'pch$' | FileCheck %s --check-prefix=TWO
// An unusable cache folder: the translation goes on without it.
// RUN: touch %t/not-a-folder
// RUN: env LOOPGEN_CACHE_DIR=%t/not-a-folder/cache loopgen %s -o %t/uncached.cu -- -std=c++17 -I%t/inc
// RUN: FileCheck %s --check-prefix=SIXTEEN < %t/uncached.cu
//
// The system headers a file starts with are parsed once, into a
// precompiled header kept in loopgen's cache (lib/Driver/Preamble.h): the
// output and the depfile are the same as without it.

/* A comment before the includes. */
#include <vector>

#include <extent.h> // angle brackets, found through -I

#pragma loopgen offload
void scale(std::vector<float> &a) {
  for (int i = 0; i < LOOPGEN_TEST_EXTENT; ++i)
    a[i] = 2 * a[i];
}
// CACHE: preamble-{{[0-9a-f]+}}-{{[0-9a-f]+}}.h
// CACHE-NEXT: preamble-{{[0-9a-f]+}}.inputs
// CACHE-NEXT: preamble-{{[0-9a-f]+}}.pch
// DEPS: {{/.*}}Driver/preamble-cache.cpp \
// DEPS-DAG: {{/.*}}/inc/extent.h
// DEPS-DAG: {{/.*}}/vector
// EIGHT: i < 8
// SIXTEEN: i < 16
// TWO: 2
