// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: {{[0-9]+}} of {{[0-9]+}} functions match the sequential original
// Construct: a `while` loop with a data-dependent trip count (the escape-
//            time loop) inside a per-pixel loop nest.
// Field:     fractal rendering / graphics.
// Computes:  for every pixel, the number of iterations of z <- z^2 + c
//            before |z| > 2, capped at max_iter.
// GPU:       py and px are parallel (a 2-D grid, one thread per pixel); the
//            while loop runs sequentially inside each thread, with divergent
//            trip counts across a warp. No reduction. Note: pixels on the
//            boundary of the set are sensitive to rounding; a fused
//            multiply-add on the GPU can move their counts by one or more,
//            so exact validation wants contraction off (--validate-exact).
#pragma loopgen offload
#pragma loopgen array(iters[height][width])
#pragma loopgen validate(width = 256, height = 192, max_iter = 200, x0 = -2.2, y0 = -1.2, step = 0.0125)
void mandelbrot(int width, int height, int max_iter, double x0, double y0,
                double step, int *iters) {
  for (int py = 0; py < height; ++py) {
    for (int px = 0; px < width; ++px) {
      const double cr = x0 + step * px;
      const double ci = y0 + step * py;
      double zr = 0.0, zi = 0.0;
      int k = 0;
      while (k < max_iter && zr * zr + zi * zi <= 4.0) {
        const double t = zr * zr - zi * zi + cr;
        zi = 2.0 * zr * zi + ci;
        zr = t;
        ++k;
      }
      iters[py * width + px] = k;
    }
  }
}
