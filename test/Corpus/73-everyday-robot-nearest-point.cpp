// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: 1 of 1 functions match the sequential original
// Constructs: array of structs (struct Vec3 {float x,y,z;}), const pointer + int n, inline helper,
// argmin search (if (d < best) { best = d; at = i; }), std::sqrt, rotation by a 3x3 matrix.
// Field: robotics. Rotates a lidar point cloud into the robot frame, writes each point's range,
// and returns the index of the point nearest to a target (for obstacle tracking).
#include <cmath>

struct Vec3 { float x, y, z; };

inline float dist2(const Vec3& a, float tx, float ty, float tz)
{
    float dx = a.x - tx, dy = a.y - ty, dz = a.z - tz;
    return dx * dx + dy * dy + dz * dz;
}

#pragma loopgen validate(n = 3000, yaw = 0.3, tx = 0.5, ty = 0.5, tz = 0.1)
#pragma loopgen array(cloud[n], out[n])
#pragma loopgen offload
int transform_and_find_nearest(const Vec3* cloud, int n, float yaw,
                               float tx, float ty, float tz,
                               Vec3* out, float* range)
{
    const float c = std::cos(yaw), s = std::sin(yaw);
    for (int i = 0; i < n; ++i) {
        Vec3 p = cloud[i];
        Vec3 q;
        q.x = c * p.x - s * p.y;
        q.y = s * p.x + c * p.y;
        q.z = p.z;
        out[i].x = q.x;   // was: out[i] = q;  -> error (see repro-struct-assign.cpp)
        out[i].y = q.y;
        out[i].z = q.z;
        range[i] = std::sqrt(q.x * q.x + q.y * q.y + q.z * q.z);
    }
    float best = 1e30f;
    int at = -1;
    for (int i = 0; i < n; ++i) {
        float d = dist2(out[i], tx, ty, tz);
        if (d < best) {
            best = d;
            at = i;
        }
    }
    return at;
}
