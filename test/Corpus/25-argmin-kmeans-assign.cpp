// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: {{[0-9]+}} of {{[0-9]+}} functions match the sequential original
// Construct: argmin inside a per-thread loop:
//            `if (d < best) { best = d; idx = c; }` over the centroids
//            (the first centroid seeds best, ties keep the lower index).
// Field:     machine learning / clustering, the assignment step of k-means
//            (Lloyd's algorithm).
// Computes:  label[i] = index of the nearest centroid to point i (squared
//            Euclidean distance in d dimensions), dist2[i] = that distance.
// GPU:       the loop over points is parallel, one thread per point; the
//            loops over centroids and dimensions are sequential per thread
//            (the argmin is private to each thread, not a cross-thread
//            reduction). centroids is small and read by every thread.
#pragma loopgen offload
#pragma loopgen array(points[n][d], centroids[k][d], label[n], dist2[n])
#pragma loopgen validate(n = 2000, k = 16, d = 8)
void kmeans_assign(int n, int k, int d, const float *points,
                   const float *centroids, int *label, float *dist2) {
  for (int i = 0; i < n; ++i) {
    const float *x = points + i * d;
    float best = 0.0f;
    for (int j = 0; j < d; ++j) {
      const float diff = x[j] - centroids[j];
      best += diff * diff;
    }
    int idx = 0;
    for (int c = 1; c < k; ++c) {
      float dd = 0.0f;
      for (int j = 0; j < d; ++j) {
        const float diff = x[j] - centroids[c * d + j];
        dd += diff * diff;
      }
      if (dd < best) {
        best = dd;
        idx = c;
      }
    }
    label[i] = idx;
    dist2[i] = best;
  }
}
