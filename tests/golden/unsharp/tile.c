#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__)
#pragma GCC target("prefer-vector-width=256")
#endif
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <math.h>

#define IRC_FN static inline
/* integer / and % round toward minus infinity; branch-free, so that loops using them vectorize */
#define IRC_DEFINE_INT(T, S) \
  IRC_FN T irc_div_##S(T a, T b) { T q = a / b; return q - (T)((q * b != a) & ((a < 0) != (b < 0))); } \
  IRC_FN T irc_mod_##S(T a, T b) { T r = a % b; return r + (T)((r != 0) & ((r < 0) != (b < 0))) * b; }
#define IRC_DEFINE_MINMAX(T, S) \
  IRC_FN T irc_min_##S(T a, T b) { return a < b ? a : b; } \
  IRC_FN T irc_max_##S(T a, T b) { return a > b ? a : b; }
/* a NaN operand gives NaN, as numpy's minimum and maximum and the SIMT interpreter do;
   irc_minc / irc_maxc: the first operand is a constant, never NaN, and b > NaN is false */
#define IRC_DEFINE_FLOAT_MINMAX(T, S) \
  IRC_FN T irc_min_##S(T a, T b) { T m = a < b ? a : b; return a != a ? a : m; } \
  IRC_FN T irc_max_##S(T a, T b) { T m = a > b ? a : b; return a != a ? a : m; } \
  IRC_FN T irc_minc_##S(T c, T b) { return c < b ? c : b; } \
  IRC_FN T irc_maxc_##S(T c, T b) { return c > b ? c : b; }
IRC_DEFINE_INT(int32_t, i32)
IRC_DEFINE_INT(int64_t, i64)
IRC_DEFINE_MINMAX(int32_t, i32)
IRC_DEFINE_MINMAX(int64_t, i64)
IRC_DEFINE_FLOAT_MINMAX(float, f32)
IRC_DEFINE_FLOAT_MINMAX(double, f64)

int irc_unsharp(const float *restrict in, float *restrict mask, int32_t W, int32_t H) {
  /* produce mask: unsharp.dsl:11 */
  if (!((H >= 64))) return 1;
  if (!((W >= 64))) return 2;
  {
    const int32_t mask_yo_end = 0 + ((H + 63) >> 6);
    for (int32_t mask_yo = 0; mask_yo < mask_yo_end; mask_yo++) {
      {
        const int32_t mask_xo_end = 0 + ((W + 63) >> 6);
        for (int32_t mask_xo = 0; mask_xo < mask_xo_end; mask_xo++) {
          const int32_t blur_y_min = irc_max_i32(irc_min_i32((mask_yo * 64), (H - 64)), 0);
          const int32_t blur_x_min = irc_max_i32(irc_min_i32((mask_xo * 64), (W - 64)), 0);
          const int32_t blurx_y_min = (blur_y_min - 2);
          {
            _Alignas(64) float blurx[4352];
            /* produce blurx: unsharp.dsl:7 */
            const int32_t blurx_y_steady_min = irc_max_i32(blurx_y_min, 0);
            const int32_t blurx_y_steady_end = irc_min_i32(irc_max_i32(irc_min_i32((blurx_y_min + 68), H), blurx_y_steady_min), (blurx_y_min + 68));
            {
              const int32_t blurx_y_end = blurx_y_min + (blurx_y_steady_min - blurx_y_min);
              for (int32_t blurx_y = blurx_y_min; blurx_y < blurx_y_end; blurx_y++) {
                const int32_t blurx_x_steady_min = irc_max_i32(blur_x_min, 2);
                const int32_t blurx_x_steady_end = irc_min_i32(irc_max_i32(irc_min_i32((blur_x_min + 64), (W - 2)), blurx_x_steady_min), (blur_x_min + 64));
                {
                  const int32_t blurx_x_end = blur_x_min + (blurx_x_steady_min - blur_x_min);
                  for (int32_t blurx_x = blur_x_min; blurx_x < blurx_x_end; blurx_x++) {
                    blurx[(((blurx_x + (blurx_y * 64)) - blur_x_min) - (blurx_y_min * 64))] = (((((in[(((int64_t)(irc_min_i32(irc_max_i32((blurx_x - 2), 0), (W - 1)))) + (((int64_t)(irc_min_i32(irc_max_i32(blurx_y, 0), (H - 1)))) * ((int64_t)(W))))] + (4.0f * in[(((int64_t)(irc_min_i32(irc_max_i32((blurx_x - 1), 0), (W - 1)))) + (((int64_t)(irc_min_i32(irc_max_i32(blurx_y, 0), (H - 1)))) * ((int64_t)(W))))])) + (6.0f * in[(((int64_t)(irc_min_i32(blurx_x, (W - 1)))) + (((int64_t)(irc_min_i32(irc_max_i32(blurx_y, 0), (H - 1)))) * ((int64_t)(W))))])) + (4.0f * in[(((int64_t)(irc_min_i32((blurx_x + 1), (W - 1)))) + (((int64_t)(irc_min_i32(irc_max_i32(blurx_y, 0), (H - 1)))) * ((int64_t)(W))))])) + in[(((int64_t)(irc_min_i32((blurx_x + 2), (W - 1)))) + (((int64_t)(irc_min_i32(irc_max_i32(blurx_y, 0), (H - 1)))) * ((int64_t)(W))))]) / 16.0f);
                  }
                }
                {
                  const int32_t blurx_x_end = blurx_x_steady_min + (blurx_x_steady_end - blurx_x_steady_min);
                  for (int32_t blurx_x = blurx_x_steady_min; blurx_x < blurx_x_end; blurx_x++) {
                    blurx[(((blurx_x + (blurx_y * 64)) - blur_x_min) - (blurx_y_min * 64))] = (((((in[(((int64_t)((blurx_x - 2))) + (((int64_t)(irc_min_i32(irc_max_i32(blurx_y, 0), (H - 1)))) * ((int64_t)(W))))] + (4.0f * in[(((int64_t)((blurx_x - 1))) + (((int64_t)(irc_min_i32(irc_max_i32(blurx_y, 0), (H - 1)))) * ((int64_t)(W))))])) + (6.0f * in[(((int64_t)(blurx_x)) + (((int64_t)(irc_min_i32(irc_max_i32(blurx_y, 0), (H - 1)))) * ((int64_t)(W))))])) + (4.0f * in[(((int64_t)((blurx_x + 1))) + (((int64_t)(irc_min_i32(irc_max_i32(blurx_y, 0), (H - 1)))) * ((int64_t)(W))))])) + in[(((int64_t)((blurx_x + 2))) + (((int64_t)(irc_min_i32(irc_max_i32(blurx_y, 0), (H - 1)))) * ((int64_t)(W))))]) / 16.0f);
                  }
                }
                {
                  const int32_t blurx_x_end = blurx_x_steady_end + ((blur_x_min - blurx_x_steady_end) + 64);
                  for (int32_t blurx_x = blurx_x_steady_end; blurx_x < blurx_x_end; blurx_x++) {
                    blurx[(((blurx_x + (blurx_y * 64)) - blur_x_min) - (blurx_y_min * 64))] = (((((in[(((int64_t)(irc_min_i32((blurx_x - 2), (W - 1)))) + (((int64_t)(irc_min_i32(irc_max_i32(blurx_y, 0), (H - 1)))) * ((int64_t)(W))))] + (4.0f * in[(((int64_t)(irc_min_i32((blurx_x - 1), (W - 1)))) + (((int64_t)(irc_min_i32(irc_max_i32(blurx_y, 0), (H - 1)))) * ((int64_t)(W))))])) + (6.0f * in[(((int64_t)(irc_min_i32(blurx_x, (W - 1)))) + (((int64_t)(irc_min_i32(irc_max_i32(blurx_y, 0), (H - 1)))) * ((int64_t)(W))))])) + (4.0f * in[(((int64_t)(irc_min_i32((blurx_x + 1), (W - 1)))) + (((int64_t)(irc_min_i32(irc_max_i32(blurx_y, 0), (H - 1)))) * ((int64_t)(W))))])) + in[(((int64_t)(irc_min_i32((blurx_x + 2), (W - 1)))) + (((int64_t)(irc_min_i32(irc_max_i32(blurx_y, 0), (H - 1)))) * ((int64_t)(W))))]) / 16.0f);
                  }
                }
              }
            }
            {
              const int32_t blurx_y_end = blurx_y_steady_min + (blurx_y_steady_end - blurx_y_steady_min);
              for (int32_t blurx_y = blurx_y_steady_min; blurx_y < blurx_y_end; blurx_y++) {
                const int32_t blurx_x_steady_min = irc_max_i32(blur_x_min, 2);
                const int32_t blurx_x_steady_end = irc_min_i32(irc_max_i32(irc_min_i32((blur_x_min + 64), (W - 2)), blurx_x_steady_min), (blur_x_min + 64));
                {
                  const int32_t blurx_x_end = blur_x_min + (blurx_x_steady_min - blur_x_min);
                  for (int32_t blurx_x = blur_x_min; blurx_x < blurx_x_end; blurx_x++) {
                    blurx[(((blurx_x + (blurx_y * 64)) - blur_x_min) - (blurx_y_min * 64))] = (((((in[((((int64_t)(blurx_y)) * ((int64_t)(W))) + ((int64_t)(irc_min_i32(irc_max_i32((blurx_x - 2), 0), (W - 1)))))] + (4.0f * in[((((int64_t)(blurx_y)) * ((int64_t)(W))) + ((int64_t)(irc_min_i32(irc_max_i32((blurx_x - 1), 0), (W - 1)))))])) + (6.0f * in[((((int64_t)(blurx_y)) * ((int64_t)(W))) + ((int64_t)(irc_min_i32(blurx_x, (W - 1)))))])) + (4.0f * in[((((int64_t)(blurx_y)) * ((int64_t)(W))) + ((int64_t)(irc_min_i32((blurx_x + 1), (W - 1)))))])) + in[((((int64_t)(blurx_y)) * ((int64_t)(W))) + ((int64_t)(irc_min_i32((blurx_x + 2), (W - 1)))))]) / 16.0f);
                  }
                }
                {
                  const int32_t blurx_x_end = blurx_x_steady_min + (blurx_x_steady_end - blurx_x_steady_min);
                  for (int32_t blurx_x = blurx_x_steady_min; blurx_x < blurx_x_end; blurx_x++) {
                    blurx[(((blurx_x + (blurx_y * 64)) - blur_x_min) - (blurx_y_min * 64))] = (((((in[(((int64_t)((blurx_x - 2))) + (((int64_t)(blurx_y)) * ((int64_t)(W))))] + (4.0f * in[(((int64_t)((blurx_x - 1))) + (((int64_t)(blurx_y)) * ((int64_t)(W))))])) + (6.0f * in[(((int64_t)(blurx_x)) + (((int64_t)(blurx_y)) * ((int64_t)(W))))])) + (4.0f * in[(((int64_t)((blurx_x + 1))) + (((int64_t)(blurx_y)) * ((int64_t)(W))))])) + in[(((int64_t)((blurx_x + 2))) + (((int64_t)(blurx_y)) * ((int64_t)(W))))]) / 16.0f);
                  }
                }
                {
                  const int32_t blurx_x_end = blurx_x_steady_end + ((blur_x_min - blurx_x_steady_end) + 64);
                  for (int32_t blurx_x = blurx_x_steady_end; blurx_x < blurx_x_end; blurx_x++) {
                    blurx[(((blurx_x + (blurx_y * 64)) - blur_x_min) - (blurx_y_min * 64))] = (((((in[((((int64_t)(blurx_y)) * ((int64_t)(W))) + ((int64_t)(irc_min_i32((blurx_x - 2), (W - 1)))))] + (4.0f * in[((((int64_t)(blurx_y)) * ((int64_t)(W))) + ((int64_t)(irc_min_i32((blurx_x - 1), (W - 1)))))])) + (6.0f * in[((((int64_t)(blurx_y)) * ((int64_t)(W))) + ((int64_t)(irc_min_i32(blurx_x, (W - 1)))))])) + (4.0f * in[((((int64_t)(blurx_y)) * ((int64_t)(W))) + ((int64_t)(irc_min_i32((blurx_x + 1), (W - 1)))))])) + in[((((int64_t)(blurx_y)) * ((int64_t)(W))) + ((int64_t)(irc_min_i32((blurx_x + 2), (W - 1)))))]) / 16.0f);
                  }
                }
              }
            }
            {
              const int32_t blurx_y_end = blurx_y_steady_end + ((blurx_y_min - blurx_y_steady_end) + 68);
              for (int32_t blurx_y = blurx_y_steady_end; blurx_y < blurx_y_end; blurx_y++) {
                const int32_t blurx_x_steady_min = irc_max_i32(blur_x_min, 2);
                const int32_t blurx_x_steady_end = irc_min_i32(irc_max_i32(irc_min_i32((blur_x_min + 64), (W - 2)), blurx_x_steady_min), (blur_x_min + 64));
                {
                  const int32_t blurx_x_end = blur_x_min + (blurx_x_steady_min - blur_x_min);
                  for (int32_t blurx_x = blur_x_min; blurx_x < blurx_x_end; blurx_x++) {
                    blurx[(((blurx_x + (blurx_y * 64)) - blur_x_min) - (blurx_y_min * 64))] = (((((in[((((int64_t)(irc_min_i32(blurx_y, (H - 1)))) * ((int64_t)(W))) + ((int64_t)(irc_min_i32(irc_max_i32((blurx_x - 2), 0), (W - 1)))))] + (4.0f * in[((((int64_t)(irc_min_i32(blurx_y, (H - 1)))) * ((int64_t)(W))) + ((int64_t)(irc_min_i32(irc_max_i32((blurx_x - 1), 0), (W - 1)))))])) + (6.0f * in[(((int64_t)(irc_min_i32(blurx_x, (W - 1)))) + (((int64_t)(irc_min_i32(blurx_y, (H - 1)))) * ((int64_t)(W))))])) + (4.0f * in[(((int64_t)(irc_min_i32((blurx_x + 1), (W - 1)))) + (((int64_t)(irc_min_i32(blurx_y, (H - 1)))) * ((int64_t)(W))))])) + in[(((int64_t)(irc_min_i32((blurx_x + 2), (W - 1)))) + (((int64_t)(irc_min_i32(blurx_y, (H - 1)))) * ((int64_t)(W))))]) / 16.0f);
                  }
                }
                {
                  const int32_t blurx_x_end = blurx_x_steady_min + (blurx_x_steady_end - blurx_x_steady_min);
                  for (int32_t blurx_x = blurx_x_steady_min; blurx_x < blurx_x_end; blurx_x++) {
                    blurx[(((blurx_x + (blurx_y * 64)) - blur_x_min) - (blurx_y_min * 64))] = (((((in[(((int64_t)((blurx_x - 2))) + (((int64_t)(irc_min_i32(blurx_y, (H - 1)))) * ((int64_t)(W))))] + (4.0f * in[(((int64_t)((blurx_x - 1))) + (((int64_t)(irc_min_i32(blurx_y, (H - 1)))) * ((int64_t)(W))))])) + (6.0f * in[(((int64_t)(blurx_x)) + (((int64_t)(irc_min_i32(blurx_y, (H - 1)))) * ((int64_t)(W))))])) + (4.0f * in[(((int64_t)((blurx_x + 1))) + (((int64_t)(irc_min_i32(blurx_y, (H - 1)))) * ((int64_t)(W))))])) + in[(((int64_t)((blurx_x + 2))) + (((int64_t)(irc_min_i32(blurx_y, (H - 1)))) * ((int64_t)(W))))]) / 16.0f);
                  }
                }
                {
                  const int32_t blurx_x_end = blurx_x_steady_end + ((blur_x_min - blurx_x_steady_end) + 64);
                  for (int32_t blurx_x = blurx_x_steady_end; blurx_x < blurx_x_end; blurx_x++) {
                    blurx[(((blurx_x + (blurx_y * 64)) - blur_x_min) - (blurx_y_min * 64))] = (((((in[(((int64_t)(irc_min_i32((blurx_x - 2), (W - 1)))) + (((int64_t)(irc_min_i32(blurx_y, (H - 1)))) * ((int64_t)(W))))] + (4.0f * in[(((int64_t)(irc_min_i32((blurx_x - 1), (W - 1)))) + (((int64_t)(irc_min_i32(blurx_y, (H - 1)))) * ((int64_t)(W))))])) + (6.0f * in[(((int64_t)(irc_min_i32(blurx_x, (W - 1)))) + (((int64_t)(irc_min_i32(blurx_y, (H - 1)))) * ((int64_t)(W))))])) + (4.0f * in[(((int64_t)(irc_min_i32((blurx_x + 1), (W - 1)))) + (((int64_t)(irc_min_i32(blurx_y, (H - 1)))) * ((int64_t)(W))))])) + in[(((int64_t)(irc_min_i32((blurx_x + 2), (W - 1)))) + (((int64_t)(irc_min_i32(blurx_y, (H - 1)))) * ((int64_t)(W))))]) / 16.0f);
                  }
                }
              }
            }
            {
              _Alignas(64) float blur[4096];
              /* produce blur: unsharp.dsl:8 */
              {
                const int32_t blur_y_end = blur_y_min + 64;
                for (int32_t blur_y = blur_y_min; blur_y < blur_y_end; blur_y++) {
                  {
                    const int32_t blur_x_end = blur_x_min + 64;
                    for (int32_t blur_x = blur_x_min; blur_x < blur_x_end; blur_x++) {
                      blur[(((blur_x + (blur_y * 64)) - blur_x_min) - (blur_y_min * 64))] = (((((blurx[((((blur_x + (blur_y * 64)) - blur_x_min) - (blurx_y_min * 64)) - 128)] + (4.0f * blurx[((((blur_x + (blur_y * 64)) - blur_x_min) - (blurx_y_min * 64)) - 64)])) + (6.0f * blurx[(((blur_x + (blur_y * 64)) - blur_x_min) - (blurx_y_min * 64))])) + (4.0f * blurx[((((blur_x + (blur_y * 64)) - blur_x_min) - (blurx_y_min * 64)) + 64)])) + blurx[((((blur_x + (blur_y * 64)) - blur_x_min) - (blurx_y_min * 64)) + 128)]) / 16.0f);
                    }
                  }
                }
              }
              const int32_t mask_yi_steady_end = irc_max_i32(irc_min_i32((H - irc_max_i32(irc_min_i32((mask_yo * 64), (H - 64)), 0)), 64), 0);
              {
                const int32_t mask_yi_end = 0 + mask_yi_steady_end;
                for (int32_t mask_yi = 0; mask_yi < mask_yi_end; mask_yi++) {
                  const int32_t mask_y = (mask_yi + irc_max_i32(irc_min_i32((mask_yo * 64), (H - 64)), 0));
                  const int32_t mask_xi_steady_end = irc_max_i32(irc_min_i32((W - irc_max_i32(irc_min_i32((mask_xo * 64), (W - 64)), 0)), 64), 0);
                  {
                    const int32_t mask_xi_end = 0 + mask_xi_steady_end;
                    for (int32_t mask_xi = 0; mask_xi < mask_xi_end; mask_xi++) {
                      const int32_t mask_x = (mask_xi + irc_max_i32(irc_min_i32((mask_xo * 64), (W - 64)), 0));
                      const float mask_cse0 = in[(((int64_t)(mask_x)) + (((int64_t)(mask_y)) * ((int64_t)(W))))];
                      const float mask_cse1 = (mask_cse0 - blur[(((mask_x + (mask_y * 64)) - blur_x_min) - (blur_y_min * 64))]);
                      mask[(((int64_t)(mask_x)) + (((int64_t)(mask_y)) * ((int64_t)(W))))] = ((fabsf(mask_cse1) > 0.01f) ? irc_minc_f32(1.0f, irc_maxc_f32(0.0f, (mask_cse0 + (1.5f * mask_cse1)))) : mask_cse0);
                    }
                  }
                  {
                    const int32_t mask_xi_end = mask_xi_steady_end + (64 - mask_xi_steady_end);
                    for (int32_t mask_xi = mask_xi_steady_end; mask_xi < mask_xi_end; mask_xi++) {
                      const int32_t mask_x = (mask_xi + irc_max_i32(irc_min_i32((mask_xo * 64), (W - 64)), 0));
                      const float mask_cse0 = in[((((int64_t)(mask_y)) * ((int64_t)(W))) + ((int64_t)(irc_min_i32(mask_x, (W - 1)))))];
                      const float mask_cse1 = (mask_cse0 - blur[(((mask_x + (mask_y * 64)) - blur_x_min) - (blur_y_min * 64))]);
                      mask[(((int64_t)(mask_x)) + (((int64_t)(mask_y)) * ((int64_t)(W))))] = ((fabsf(mask_cse1) > 0.01f) ? irc_minc_f32(1.0f, irc_maxc_f32(0.0f, (mask_cse0 + (1.5f * mask_cse1)))) : mask_cse0);
                    }
                  }
                }
              }
              {
                const int32_t mask_yi_end = mask_yi_steady_end + (64 - mask_yi_steady_end);
                for (int32_t mask_yi = mask_yi_steady_end; mask_yi < mask_yi_end; mask_yi++) {
                  const int32_t mask_y = (mask_yi + irc_max_i32(irc_min_i32((mask_yo * 64), (H - 64)), 0));
                  const int32_t mask_xi_steady_end = irc_max_i32(irc_min_i32((W - irc_max_i32(irc_min_i32((mask_xo * 64), (W - 64)), 0)), 64), 0);
                  {
                    const int32_t mask_xi_end = 0 + mask_xi_steady_end;
                    for (int32_t mask_xi = 0; mask_xi < mask_xi_end; mask_xi++) {
                      const int32_t mask_x = (mask_xi + irc_max_i32(irc_min_i32((mask_xo * 64), (W - 64)), 0));
                      const float mask_cse0 = in[(((int64_t)(mask_x)) + (((int64_t)(irc_min_i32(mask_y, (H - 1)))) * ((int64_t)(W))))];
                      const float mask_cse1 = (mask_cse0 - blur[(((mask_x + (mask_y * 64)) - blur_x_min) - (blur_y_min * 64))]);
                      mask[(((int64_t)(mask_x)) + (((int64_t)(mask_y)) * ((int64_t)(W))))] = ((fabsf(mask_cse1) > 0.01f) ? irc_minc_f32(1.0f, irc_maxc_f32(0.0f, (mask_cse0 + (1.5f * mask_cse1)))) : mask_cse0);
                    }
                  }
                  {
                    const int32_t mask_xi_end = mask_xi_steady_end + (64 - mask_xi_steady_end);
                    for (int32_t mask_xi = mask_xi_steady_end; mask_xi < mask_xi_end; mask_xi++) {
                      const int32_t mask_x = (mask_xi + irc_max_i32(irc_min_i32((mask_xo * 64), (W - 64)), 0));
                      const float mask_cse0 = in[(((int64_t)(irc_min_i32(mask_x, (W - 1)))) + (((int64_t)(irc_min_i32(mask_y, (H - 1)))) * ((int64_t)(W))))];
                      const float mask_cse1 = (mask_cse0 - blur[(((mask_x + (mask_y * 64)) - blur_x_min) - (blur_y_min * 64))]);
                      mask[(((int64_t)(mask_x)) + (((int64_t)(mask_y)) * ((int64_t)(W))))] = ((fabsf(mask_cse1) > 0.01f) ? irc_minc_f32(1.0f, irc_maxc_f32(0.0f, (mask_cse0 + (1.5f * mask_cse1)))) : mask_cse0);
                    }
                  }
                }
              }
            }
          }
        }
      }
    }
  }
  return 0;
}
