// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: 1 of 1 functions match the sequential original
// Constructs: std::vector<float>& with .size() bounds (std::size_t n = prices.size()), std::log,
// running recurrence (EMA), running maximum (drawdown), argmax search, double accumulation,
// trailing moving-average window with std::max clamp.
// Field: finance. From a price series computes log returns, a 10-day moving average, an EMA,
// the drawdown from the running peak, and returns the day with the largest return.
#include <vector>
#include <cmath>
#include <algorithm>

#pragma loopgen validate(alpha = 0.1)
#pragma loopgen array(prices[1000], returns[1000], sma[1000], ema[1000], drawdown[1000])
#pragma loopgen offload
int analyse_prices(const std::vector<float>& prices, std::vector<float>& returns,
                   std::vector<float>& sma, std::vector<float>& ema,
                   std::vector<float>& drawdown, float alpha)
{
    const std::size_t n = prices.size();
    if (n == 0) return -1;
    returns[0] = 0.0f;
    for (std::size_t i = 1; i < n; ++i)
        returns[i] = std::log(1.0f + prices[i]) - std::log(1.0f + prices[i - 1]);

    for (std::size_t i = 0; i < n; ++i) {
        std::size_t start = i >= 9 ? i - 9 : 0;
        double sum = 0.0;
        for (std::size_t k = start; k <= i; ++k)
            sum += prices[k];
        sma[i] = (float)(sum / (double)(i - start + 1));
    }

    ema[0] = prices[0];
    for (std::size_t i = 1; i < n; ++i)
        ema[i] = alpha * prices[i] + (1.0f - alpha) * ema[i - 1];

    float peak = prices[0];
    for (std::size_t i = 0; i < n; ++i) {
        peak = std::max(peak, prices[i]);
        drawdown[i] = (peak - prices[i]) / (peak + 1.0f);
    }

    float best = returns[0];
    int best_day = 0;
    for (std::size_t i = 1; i < n; ++i) {
        if (returns[i] > best) {
            best = returns[i];
            best_day = (int)i;
        }
    }
    return best_day;
}
