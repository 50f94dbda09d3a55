// RUN: loopgen --version | FileCheck %s
// From the build folder, loopgen reads its runtime headers from the source
// tree and Clang's builtin headers from the Clang it was built with; an
// installed one reads both from beside itself (scripts/test-cmake-project.sh
// checks that).
// CHECK: loopgen {{[0-9.]+}} (LLVM/Clang 19
// CHECK-NEXT: runtime headers: {{.*}}/include
// CHECK-NEXT: clang resource directory: {{.*}}clang{{.*}}
