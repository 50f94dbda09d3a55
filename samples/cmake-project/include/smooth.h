// The offloaded function's interface, and a constant its loops use: a
// change here retranslates src/smooth.cpp.
#pragma once

#define SMOOTH_WEIGHT 0.25f

// steps sweeps of a 3-point smoothing over a[1 .. n-2]; b is scratch.
void smooth(int n, int steps, float *a, float *b);
