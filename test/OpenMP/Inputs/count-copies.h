// Counts the bytes loopgen's copies move and prints them at exit, for a
// translated program built over the CPU emulation.
#include <cstdio>
static unsigned long long CountedH2D = 0, CountedD2H = 0;
#define LOOPGEN_COUNT_COPY(Bytes, Kind)                                        \
  ((Kind) == cudaMemcpyHostToDevice   ? (void)(CountedH2D += (Bytes))          \
   : (Kind) == cudaMemcpyDeviceToHost ? (void)(CountedD2H += (Bytes))          \
                                      : (void)0)
static struct PrintCounts {
  ~PrintCounts() {
    std::printf("bytes h2d=%llu d2h=%llu\n", CountedH2D, CountedD2H);
  }
} ThePrintCounts;
