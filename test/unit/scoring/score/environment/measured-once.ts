/**
 * What each set measured once (issue 30): its six rank correlations as sent, its median climate factor and how many
 * of its products with a figure were within ×2 of AGRIBALYSE, with the method of its day. One line per set, written
 * when the set is measured and never changed after, since a later method cannot measure it again as held out (the peer
 * test's floors say what today's method must still reach). The README's and the partner guide's accuracy tables and
 * pooled figures are generated from these lines (`scripts/docs/accuracy-tables.ts`, `make docs-tables`); the
 * methodology has each set under its own heading, with every product outside ×2 and its reason.
 *
 * Sets 1–16 were written before their rows were drawn at random, and are not listed. Set 17 was the first on rows
 * drawn from all of AGRIBALYSE; the pooled figures count from set 18, the first measured with method 2026.11.27 on.
 */
/**
 * Issue 30's goals, for every set: each rank correlation at most its goal (agreement is negative), the median climate
 * factor at most 1.15, and at least 95 % of the products with a figure within ×2. The peer test asserts them and the
 * docs' tables bold what meets them.
 */
export const ISSUE_GOALS = {
  rank: { water: -0.8, landUse: -0.85, fertilisers: -0.8, pesticides: -0.7, biodiversity: -0.7, climate: -0.9 },
  medianFactor: 1.15,
  within2: 0.95,
} as const;

export interface MeasuredSet {
  set: number;
  /** The language its labels were written in: Swedish, or English as a UK or Irish retailer sends them. */
  labels: 'sv' | 'en';
  /** The method the set was first scored with. */
  method: string;
  products: number;
  /** Products given a CO2e. */
  withFigure: number;
  /** Spearman of each score (higher is better) against AGRIBALYSE's indicator, so agreement is negative. */
  rank: { water: number; landUse: number; fertilisers: number; pesticides: number; biodiversity: number; climate: number };
  /** The median of max(r, 1/r) over the products with a figure, r the CO2e over AGRIBALYSE's. */
  medianFactor: number;
  /** Products with a figure within a factor of 2 of AGRIBALYSE's. */
  within2: number;
}

export const MEASURED_ONCE: readonly MeasuredSet[] = [
  { set: 17, labels: 'sv', method: '2026.11.24', products: 103, withFigure: 103, rank: { water: -0.821, landUse: -0.918, fertilisers: -0.910, pesticides: -0.851, biodiversity: -0.856, climate: -0.944 }, medianFactor: 1.163, within2: 95 },
  { set: 18, labels: 'sv', method: '2026.11.27', products: 100, withFigure: 100, rank: { water: -0.870, landUse: -0.916, fertilisers: -0.928, pesticides: -0.869, biodiversity: -0.870, climate: -0.946 }, medianFactor: 1.192, within2: 95 },
  { set: 19, labels: 'sv', method: '2026.11.28', products: 100, withFigure: 99, rank: { water: -0.791, landUse: -0.948, fertilisers: -0.913, pesticides: -0.839, biodiversity: -0.844, climate: -0.926 }, medianFactor: 1.093, within2: 93 },
  { set: 20, labels: 'sv', method: '2026.11.29', products: 100, withFigure: 100, rank: { water: -0.894, landUse: -0.906, fertilisers: -0.900, pesticides: -0.828, biodiversity: -0.824, climate: -0.942 }, medianFactor: 1.100, within2: 94 },
  { set: 21, labels: 'sv', method: '2026.11.30', products: 100, withFigure: 100, rank: { water: -0.871, landUse: -0.925, fertilisers: -0.912, pesticides: -0.877, biodiversity: -0.840, climate: -0.947 }, medianFactor: 1.114, within2: 92 },
  { set: 22, labels: 'sv', method: '2026.12.1', products: 100, withFigure: 100, rank: { water: -0.913, landUse: -0.893, fertilisers: -0.885, pesticides: -0.848, biodiversity: -0.841, climate: -0.920 }, medianFactor: 1.165, within2: 92 },
  { set: 23, labels: 'sv', method: '2026.12.2', products: 100, withFigure: 100, rank: { water: -0.766, landUse: -0.941, fertilisers: -0.935, pesticides: -0.876, biodiversity: -0.861, climate: -0.936 }, medianFactor: 1.167, within2: 93 },
  { set: 24, labels: 'sv', method: '2026.12.3', products: 100, withFigure: 100, rank: { water: -0.831, landUse: -0.948, fertilisers: -0.935, pesticides: -0.888, biodiversity: -0.893, climate: -0.952 }, medianFactor: 1.127, within2: 93 },
  { set: 25, labels: 'sv', method: '2026.12.4', products: 100, withFigure: 100, rank: { water: -0.850, landUse: -0.947, fertilisers: -0.956, pesticides: -0.899, biodiversity: -0.866, climate: -0.966 }, medianFactor: 1.110, within2: 94 },
  { set: 26, labels: 'sv', method: '2026.12.5', products: 100, withFigure: 100, rank: { water: -0.880, landUse: -0.947, fertilisers: -0.913, pesticides: -0.855, biodiversity: -0.853, climate: -0.962 }, medianFactor: 1.120, within2: 96 },
  { set: 27, labels: 'sv', method: '2026.12.5', products: 100, withFigure: 100, rank: { water: -0.854, landUse: -0.909, fertilisers: -0.894, pesticides: -0.856, biodiversity: -0.864, climate: -0.925 }, medianFactor: 1.175, within2: 91 },
  { set: 28, labels: 'sv', method: '2026.12.6', products: 100, withFigure: 99, rank: { water: -0.904, landUse: -0.910, fertilisers: -0.901, pesticides: -0.846, biodiversity: -0.853, climate: -0.935 }, medianFactor: 1.131, within2: 89 },
  { set: 29, labels: 'sv', method: '2026.12.8', products: 100, withFigure: 100, rank: { water: -0.902, landUse: -0.924, fertilisers: -0.939, pesticides: -0.864, biodiversity: -0.822, climate: -0.956 }, medianFactor: 1.140, within2: 95 },
  { set: 30, labels: 'sv', method: '2026.12.10', products: 100, withFigure: 100, rank: { water: -0.888, landUse: -0.910, fertilisers: -0.914, pesticides: -0.845, biodiversity: -0.863, climate: -0.933 }, medianFactor: 1.107, within2: 93 },
  { set: 31, labels: 'sv', method: '2026.12.11', products: 100, withFigure: 100, rank: { water: -0.846, landUse: -0.931, fertilisers: -0.932, pesticides: -0.896, biodiversity: -0.859, climate: -0.947 }, medianFactor: 1.098, within2: 93 },
  { set: 32, labels: 'sv', method: '2026.12.13', products: 100, withFigure: 100, rank: { water: -0.854, landUse: -0.935, fertilisers: -0.915, pesticides: -0.883, biodiversity: -0.860, climate: -0.936 }, medianFactor: 1.215, within2: 94 },
  { set: 33, labels: 'sv', method: '2026.12.15', products: 100, withFigure: 100, rank: { water: -0.849, landUse: -0.902, fertilisers: -0.902, pesticides: -0.809, biodiversity: -0.824, climate: -0.887 }, medianFactor: 1.140, within2: 90 },
  { set: 34, labels: 'sv', method: '2026.12.16', products: 100, withFigure: 99, rank: { water: -0.794, landUse: -0.935, fertilisers: -0.947, pesticides: -0.900, biodiversity: -0.875, climate: -0.964 }, medianFactor: 1.070, within2: 95 },
  { set: 35, labels: 'sv', method: '2026.12.17', products: 100, withFigure: 100, rank: { water: -0.898, landUse: -0.922, fertilisers: -0.932, pesticides: -0.893, biodiversity: -0.898, climate: -0.944 }, medianFactor: 1.130, within2: 93 },
  { set: 36, labels: 'en', method: '2026.12.17', products: 100, withFigure: 96, rank: { water: -0.874, landUse: -0.923, fertilisers: -0.902, pesticides: -0.888, biodiversity: -0.799, climate: -0.935 }, medianFactor: 1.115, within2: 88 },
  { set: 37, labels: 'en', method: '2026.12.18', products: 100, withFigure: 100, rank: { water: -0.775, landUse: -0.896, fertilisers: -0.895, pesticides: -0.873, biodiversity: -0.836, climate: -0.931 }, medianFactor: 1.172, within2: 90 },
  { set: 38, labels: 'en', method: '2026.12.19', products: 100, withFigure: 100, rank: { water: -0.809, landUse: -0.940, fertilisers: -0.842, pesticides: -0.840, biodiversity: -0.867, climate: -0.890 }, medianFactor: 1.221, within2: 94 },
  { set: 39, labels: 'sv', method: '2026.12.21', products: 100, withFigure: 100, rank: { water: -0.842, landUse: -0.932, fertilisers: -0.889, pesticides: -0.860, biodiversity: -0.854, climate: -0.938 }, medianFactor: 1.075, within2: 94 },
  { set: 40, labels: 'en', method: '2026.12.21', products: 100, withFigure: 100, rank: { water: -0.856, landUse: -0.929, fertilisers: -0.857, pesticides: -0.860, biodiversity: -0.874, climate: -0.952 }, medianFactor: 1.152, within2: 96 },
  { set: 41, labels: 'sv', method: '2026.12.22', products: 100, withFigure: 100, rank: { water: -0.908, landUse: -0.944, fertilisers: -0.929, pesticides: -0.876, biodiversity: -0.822, climate: -0.931 }, medianFactor: 1.132, within2: 88 },
  { set: 42, labels: 'en', method: '2026.12.22', products: 100, withFigure: 100, rank: { water: -0.829, landUse: -0.892, fertilisers: -0.895, pesticides: -0.871, biodiversity: -0.829, climate: -0.899 }, medianFactor: 1.246, within2: 87 },
  { set: 43, labels: 'sv', method: '2026.12.23', products: 100, withFigure: 100, rank: { water: -0.834, landUse: -0.935, fertilisers: -0.909, pesticides: -0.839, biodiversity: -0.794, climate: -0.906 }, medianFactor: 1.120, within2: 92 },
  { set: 44, labels: 'en', method: '2026.12.23', products: 100, withFigure: 100, rank: { water: -0.698, landUse: -0.938, fertilisers: -0.925, pesticides: -0.824, biodiversity: -0.880, climate: -0.943 }, medianFactor: 1.130, within2: 94 },
  { set: 45, labels: 'sv', method: '2026.12.25', products: 100, withFigure: 100, rank: { water: -0.849, landUse: -0.919, fertilisers: -0.895, pesticides: -0.820, biodiversity: -0.846, climate: -0.926 }, medianFactor: 1.120, within2: 92 },
  { set: 46, labels: 'en', method: '2026.12.25', products: 100, withFigure: 100, rank: { water: -0.811, landUse: -0.916, fertilisers: -0.870, pesticides: -0.856, biodiversity: -0.876, climate: -0.925 }, medianFactor: 1.134, within2: 90 },
  { set: 47, labels: 'sv', method: '2026.12.26', products: 100, withFigure: 100, rank: { water: -0.880, landUse: -0.932, fertilisers: -0.913, pesticides: -0.817, biodiversity: -0.860, climate: -0.921 }, medianFactor: 1.140, within2: 93 },
  { set: 48, labels: 'en', method: '2026.12.26', products: 100, withFigure: 99, rank: { water: -0.607, landUse: -0.912, fertilisers: -0.903, pesticides: -0.821, biodiversity: -0.883, climate: -0.928 }, medianFactor: 1.217, within2: 91 },
  { set: 49, labels: 'sv', method: '2026.12.28', products: 100, withFigure: 100, rank: { water: -0.864, landUse: -0.946, fertilisers: -0.914, pesticides: -0.837, biodiversity: -0.892, climate: -0.924 }, medianFactor: 1.111, within2: 95 },
  { set: 50, labels: 'en', method: '2026.12.28', products: 99, withFigure: 99, rank: { water: -0.782, landUse: -0.913, fertilisers: -0.881, pesticides: -0.869, biodiversity: -0.891, climate: -0.892 }, medianFactor: 1.142, within2: 88 },
  { set: 51, labels: 'sv', method: '2026.12.29', products: 100, withFigure: 100, rank: { water: -0.797, landUse: -0.926, fertilisers: -0.927, pesticides: -0.829, biodiversity: -0.837, climate: -0.929 }, medianFactor: 1.123, within2: 96 },
  { set: 52, labels: 'en', method: '2026.12.29', products: 100, withFigure: 100, rank: { water: -0.876, landUse: -0.912, fertilisers: -0.908, pesticides: -0.878, biodiversity: -0.863, climate: -0.932 }, medianFactor: 1.140, within2: 96 },
  { set: 53, labels: 'sv', method: '2026.12.30', products: 100, withFigure: 100, rank: { water: -0.880, landUse: -0.964, fertilisers: -0.943, pesticides: -0.890, biodiversity: -0.946, climate: -0.926 }, medianFactor: 1.113, within2: 94 },
  { set: 54, labels: 'en', method: '2026.12.30', products: 100, withFigure: 99, rank: { water: -0.868, landUse: -0.896, fertilisers: -0.821, pesticides: -0.837, biodiversity: -0.910, climate: -0.900 }, medianFactor: 1.159, within2: 89 },
  { set: 55, labels: 'sv', method: '2026.12.31', products: 100, withFigure: 99, rank: { water: -0.875, landUse: -0.932, fertilisers: -0.955, pesticides: -0.864, biodiversity: -0.796, climate: -0.973 }, medianFactor: 1.093, within2: 98 },
  { set: 56, labels: 'en', method: '2026.12.31', products: 100, withFigure: 100, rank: { water: -0.806, landUse: -0.924, fertilisers: -0.894, pesticides: -0.790, biodiversity: -0.882, climate: -0.937 }, medianFactor: 1.136, within2: 95 },
  { set: 57, labels: 'sv', method: '2026.12.32', products: 100, withFigure: 99, rank: { water: -0.871, landUse: -0.915, fertilisers: -0.900, pesticides: -0.794, biodiversity: -0.800, climate: -0.931 }, medianFactor: 1.134, within2: 92 },
  { set: 58, labels: 'en', method: '2026.12.32', products: 100, withFigure: 99, rank: { water: -0.849, landUse: -0.940, fertilisers: -0.912, pesticides: -0.908, biodiversity: -0.861, climate: -0.954 }, medianFactor: 1.130, within2: 94 },
  { set: 59, labels: 'sv', method: '2026.12.33', products: 100, withFigure: 100, rank: { water: -0.857, landUse: -0.905, fertilisers: -0.902, pesticides: -0.848, biodiversity: -0.837, climate: -0.920 }, medianFactor: 1.135, within2: 91 },
  { set: 60, labels: 'en', method: '2026.12.33', products: 100, withFigure: 100, rank: { water: -0.762, landUse: -0.930, fertilisers: -0.910, pesticides: -0.816, biodiversity: -0.870, climate: -0.927 }, medianFactor: 1.115, within2: 94 },
  { set: 61, labels: 'sv', method: '2026.12.34', products: 100, withFigure: 100, rank: { water: -0.830, landUse: -0.934, fertilisers: -0.910, pesticides: -0.865, biodiversity: -0.850, climate: -0.938 }, medianFactor: 1.163, within2: 96 },
  { set: 62, labels: 'en', method: '2026.12.34', products: 100, withFigure: 99, rank: { water: -0.846, landUse: -0.935, fertilisers: -0.868, pesticides: -0.793, biodiversity: -0.869, climate: -0.956 }, medianFactor: 1.125, within2: 96 },
  { set: 63, labels: 'sv', method: '2026.12.35', products: 99, withFigure: 99, rank: { water: -0.775, landUse: -0.903, fertilisers: -0.936, pesticides: -0.802, biodiversity: -0.859, climate: -0.942 }, medianFactor: 1.127, within2: 94 },
  { set: 64, labels: 'en', method: '2026.12.35', products: 100, withFigure: 100, rank: { water: -0.770, landUse: -0.927, fertilisers: -0.920, pesticides: -0.845, biodiversity: -0.852, climate: -0.943 }, medianFactor: 1.142, within2: 92 },
  { set: 65, labels: 'sv', method: '2026.12.36', products: 100, withFigure: 100, rank: { water: -0.860, landUse: -0.957, fertilisers: -0.931, pesticides: -0.898, biodiversity: -0.888, climate: -0.932 }, medianFactor: 1.107, within2: 95 },
  { set: 66, labels: 'en', method: '2026.12.36', products: 100, withFigure: 99, rank: { water: -0.729, landUse: -0.874, fertilisers: -0.876, pesticides: -0.789, biodiversity: -0.768, climate: -0.887 }, medianFactor: 1.169, within2: 90 },
  { set: 67, labels: 'sv', method: '2026.12.37', products: 100, withFigure: 100, rank: { water: -0.873, landUse: -0.930, fertilisers: -0.909, pesticides: -0.863, biodiversity: -0.866, climate: -0.955 }, medianFactor: 1.067, within2: 95 },
  { set: 68, labels: 'en', method: '2026.12.37', products: 100, withFigure: 99, rank: { water: -0.785, landUse: -0.937, fertilisers: -0.898, pesticides: -0.842, biodiversity: -0.880, climate: -0.937 }, medianFactor: 1.172, within2: 89 },
  { set: 69, labels: 'sv', method: '2026.12.39', products: 100, withFigure: 100, rank: { water: -0.870, landUse: -0.925, fertilisers: -0.934, pesticides: -0.908, biodiversity: -0.899, climate: -0.957 }, medianFactor: 1.085, within2: 95 },
  { set: 70, labels: 'en', method: '2026.12.39', products: 100, withFigure: 99, rank: { water: -0.805, landUse: -0.915, fertilisers: -0.890, pesticides: -0.807, biodiversity: -0.849, climate: -0.917 }, medianFactor: 1.158, within2: 92 },
  { set: 71, labels: 'sv', method: '2026.12.40', products: 100, withFigure: 100, rank: { water: -0.778, landUse: -0.927, fertilisers: -0.933, pesticides: -0.834, biodiversity: -0.890, climate: -0.931 }, medianFactor: 1.149, within2: 93 },
  { set: 72, labels: 'en', method: '2026.12.40', products: 100, withFigure: 100, rank: { water: -0.814, landUse: -0.922, fertilisers: -0.887, pesticides: -0.886, biodiversity: -0.867, climate: -0.948 }, medianFactor: 1.143, within2: 93 },
  { set: 73, labels: 'sv', method: '2026.12.41', products: 100, withFigure: 99, rank: { water: -0.716, landUse: -0.944, fertilisers: -0.943, pesticides: -0.832, biodiversity: -0.888, climate: -0.929 }, medianFactor: 1.134, within2: 91 },
  { set: 74, labels: 'en', method: '2026.12.41', products: 100, withFigure: 100, rank: { water: -0.883, landUse: -0.922, fertilisers: -0.874, pesticides: -0.815, biodiversity: -0.890, climate: -0.952 }, medianFactor: 1.168, within2: 93 },
  { set: 75, labels: 'sv', method: '2026.12.42', products: 100, withFigure: 100, rank: { water: -0.863, landUse: -0.937, fertilisers: -0.913, pesticides: -0.851, biodiversity: -0.859, climate: -0.932 }, medianFactor: 1.154, within2: 95 },
  { set: 76, labels: 'en', method: '2026.12.42', products: 100, withFigure: 100, rank: { water: -0.828, landUse: -0.906, fertilisers: -0.916, pesticides: -0.825, biodiversity: -0.884, climate: -0.941 }, medianFactor: 1.186, within2: 94 },
  { set: 77, labels: 'sv', method: '2026.12.43', products: 100, withFigure: 100, rank: { water: -0.850, landUse: -0.949, fertilisers: -0.908, pesticides: -0.862, biodiversity: -0.873, climate: -0.941 }, medianFactor: 1.093, within2: 93 },
  { set: 78, labels: 'en', method: '2026.12.43', products: 100, withFigure: 100, rank: { water: -0.821, landUse: -0.904, fertilisers: -0.897, pesticides: -0.909, biodiversity: -0.835, climate: -0.903 }, medianFactor: 1.087, within2: 92 },
  { set: 79, labels: 'sv', method: '2026.12.45', products: 100, withFigure: 100, rank: { water: -0.764, landUse: -0.917, fertilisers: -0.904, pesticides: -0.828, biodiversity: -0.860, climate: -0.937 }, medianFactor: 1.156, within2: 91 },
  { set: 80, labels: 'en', method: '2026.12.45', products: 100, withFigure: 100, rank: { water: -0.877, landUse: -0.893, fertilisers: -0.903, pesticides: -0.812, biodiversity: -0.864, climate: -0.906 }, medianFactor: 1.141, within2: 87 },
  { set: 81, labels: 'sv', method: '2026.12.46', products: 100, withFigure: 100, rank: { water: -0.787, landUse: -0.899, fertilisers: -0.878, pesticides: -0.841, biodiversity: -0.778, climate: -0.959 }, medianFactor: 1.111, within2: 98 },
  { set: 82, labels: 'en', method: '2026.12.46', products: 100, withFigure: 100, rank: { water: -0.822, landUse: -0.913, fertilisers: -0.944, pesticides: -0.843, biodiversity: -0.833, climate: -0.929 }, medianFactor: 1.185, within2: 97 },
  { set: 83, labels: 'sv', method: '2026.12.47', products: 100, withFigure: 100, rank: { water: -0.797, landUse: -0.942, fertilisers: -0.908, pesticides: -0.842, biodiversity: -0.888, climate: -0.949 }, medianFactor: 1.090, within2: 92 },
  { set: 84, labels: 'en', method: '2026.12.47', products: 100, withFigure: 100, rank: { water: -0.878, landUse: -0.914, fertilisers: -0.871, pesticides: -0.830, biodiversity: -0.850, climate: -0.923 }, medianFactor: 1.100, within2: 95 },
  { set: 85, labels: 'sv', method: '2026.12.48', products: 100, withFigure: 100, rank: { water: -0.835, landUse: -0.959, fertilisers: -0.907, pesticides: -0.827, biodiversity: -0.875, climate: -0.956 }, medianFactor: 1.098, within2: 96 },
  { set: 86, labels: 'en', method: '2026.12.48', products: 100, withFigure: 100, rank: { water: -0.802, landUse: -0.922, fertilisers: -0.907, pesticides: -0.814, biodiversity: -0.873, climate: -0.941 }, medianFactor: 1.133, within2: 93 },
  { set: 87, labels: 'sv', method: '2026.12.48', products: 100, withFigure: 100, rank: { water: -0.837, landUse: -0.894, fertilisers: -0.914, pesticides: -0.827, biodiversity: -0.784, climate: -0.940 }, medianFactor: 1.181, within2: 95 },
  { set: 88, labels: 'en', method: '2026.12.48', products: 100, withFigure: 99, rank: { water: -0.766, landUse: -0.829, fertilisers: -0.927, pesticides: -0.832, biodiversity: -0.744, climate: -0.924 }, medianFactor: 1.177, within2: 93 },
  { set: 89, labels: 'sv', method: '2026.12.49', products: 99, withFigure: 99, rank: { water: -0.826, landUse: -0.936, fertilisers: -0.948, pesticides: -0.866, biodiversity: -0.877, climate: -0.943 }, medianFactor: 1.109, within2: 90 },
  { set: 90, labels: 'en', method: '2026.12.49', products: 100, withFigure: 100, rank: { water: -0.825, landUse: -0.927, fertilisers: -0.891, pesticides: -0.816, biodiversity: -0.794, climate: -0.958 }, medianFactor: 1.080, within2: 97 },
  { set: 91, labels: 'sv', method: '2026.12.49', products: 100, withFigure: 100, rank: { water: -0.718, landUse: -0.937, fertilisers: -0.930, pesticides: -0.851, biodiversity: -0.882, climate: -0.907 }, medianFactor: 1.184, within2: 92 },
  { set: 92, labels: 'en', method: '2026.12.49', products: 100, withFigure: 100, rank: { water: -0.816, landUse: -0.921, fertilisers: -0.934, pesticides: -0.894, biodiversity: -0.864, climate: -0.945 }, medianFactor: 1.120, within2: 92 },
  { set: 93, labels: 'sv', method: '2026.12.50', products: 100, withFigure: 100, rank: { water: -0.729, landUse: -0.899, fertilisers: -0.893, pesticides: -0.843, biodiversity: -0.854, climate: -0.921 }, medianFactor: 1.138, within2: 91 },
  { set: 94, labels: 'en', method: '2026.12.50', products: 100, withFigure: 100, rank: { water: -0.887, landUse: -0.969, fertilisers: -0.919, pesticides: -0.832, biodiversity: -0.874, climate: -0.968 }, medianFactor: 1.122, within2: 98 },
  { set: 95, labels: 'sv', method: '2026.12.51', products: 100, withFigure: 100, rank: { water: -0.802, landUse: -0.927, fertilisers: -0.898, pesticides: -0.814, biodiversity: -0.863, climate: -0.912 }, medianFactor: 1.131, within2: 89 },
  { set: 96, labels: 'en', method: '2026.12.51', products: 100, withFigure: 100, rank: { water: -0.828, landUse: -0.958, fertilisers: -0.913, pesticides: -0.885, biodiversity: -0.909, climate: -0.954 }, medianFactor: 1.139, within2: 94 },
  { set: 97, labels: 'sv', method: '2026.12.52', products: 100, withFigure: 100, rank: { water: -0.935, landUse: -0.937, fertilisers: -0.918, pesticides: -0.902, biodiversity: -0.854, climate: -0.903 }, medianFactor: 1.148, within2: 94 },
  { set: 98, labels: 'en', method: '2026.12.52', products: 100, withFigure: 100, rank: { water: -0.814, landUse: -0.930, fertilisers: -0.909, pesticides: -0.861, biodiversity: -0.863, climate: -0.934 }, medianFactor: 1.170, within2: 94 },
  { set: 99, labels: 'sv', method: '2026.12.53', products: 100, withFigure: 100, rank: { water: -0.921, landUse: -0.928, fertilisers: -0.922, pesticides: -0.880, biodiversity: -0.848, climate: -0.918 }, medianFactor: 1.116, within2: 95 },
  { set: 100, labels: 'en', method: '2026.12.53', products: 100, withFigure: 100, rank: { water: -0.899, landUse: -0.941, fertilisers: -0.928, pesticides: -0.884, biodiversity: -0.924, climate: -0.947 }, medianFactor: 1.178, within2: 90 },
  { set: 101, labels: 'sv', method: '2026.12.53', products: 100, withFigure: 100, rank: { water: -0.836, landUse: -0.893, fertilisers: -0.849, pesticides: -0.761, biodiversity: -0.816, climate: -0.927 }, medianFactor: 1.151, within2: 93 },
  { set: 102, labels: 'en', method: '2026.12.53', products: 100, withFigure: 100, rank: { water: -0.839, landUse: -0.855, fertilisers: -0.844, pesticides: -0.829, biodiversity: -0.766, climate: -0.901 }, medianFactor: 1.118, within2: 92 },
  { set: 103, labels: 'sv', method: '2026.12.54', products: 100, withFigure: 100, rank: { water: -0.841, landUse: -0.919, fertilisers: -0.910, pesticides: -0.778, biodiversity: -0.832, climate: -0.957 }, medianFactor: 1.203, within2: 96 },
  { set: 104, labels: 'en', method: '2026.12.54', products: 100, withFigure: 100, rank: { water: -0.868, landUse: -0.958, fertilisers: -0.925, pesticides: -0.864, biodiversity: -0.853, climate: -0.954 }, medianFactor: 1.112, within2: 99 },
  { set: 105, labels: 'sv', method: '2026.12.55', products: 99, withFigure: 99, rank: { water: -0.801, landUse: -0.889, fertilisers: -0.907, pesticides: -0.866, biodiversity: -0.836, climate: -0.903 }, medianFactor: 1.182, within2: 94 },
  { set: 106, labels: 'en', method: '2026.12.55', products: 100, withFigure: 100, rank: { water: -0.888, landUse: -0.933, fertilisers: -0.930, pesticides: -0.823, biodiversity: -0.890, climate: -0.939 }, medianFactor: 1.145, within2: 92 },
  { set: 107, labels: 'sv', method: '2026.12.56', products: 100, withFigure: 100, rank: { water: -0.829, landUse: -0.928, fertilisers: -0.909, pesticides: -0.804, biodiversity: -0.876, climate: -0.922 }, medianFactor: 1.099, within2: 92 },
  { set: 108, labels: 'en', method: '2026.12.56', products: 100, withFigure: 100, rank: { water: -0.797, landUse: -0.940, fertilisers: -0.909, pesticides: -0.843, biodiversity: -0.855, climate: -0.916 }, medianFactor: 1.151, within2: 93 },
  { set: 109, labels: 'sv', method: '2026.12.56', products: 100, withFigure: 100, rank: { water: -0.815, landUse: -0.923, fertilisers: -0.901, pesticides: -0.810, biodiversity: -0.863, climate: -0.929 }, medianFactor: 1.149, within2: 94 },
  { set: 110, labels: 'en', method: '2026.12.56', products: 100, withFigure: 100, rank: { water: -0.855, landUse: -0.917, fertilisers: -0.877, pesticides: -0.812, biodiversity: -0.847, climate: -0.935 }, medianFactor: 1.127, within2: 92 },
  { set: 111, labels: 'sv', method: '2026.12.56', products: 100, withFigure: 100, rank: { water: -0.799, landUse: -0.909, fertilisers: -0.922, pesticides: -0.860, biodiversity: -0.882, climate: -0.930 }, medianFactor: 1.173, within2: 91 },
  { set: 112, labels: 'en', method: '2026.12.56', products: 100, withFigure: 100, rank: { water: -0.728, landUse: -0.901, fertilisers: -0.859, pesticides: -0.828, biodiversity: -0.819, climate: -0.847 }, medianFactor: 1.201, within2: 89 },
  { set: 113, labels: 'sv', method: '2026.12.57', products: 100, withFigure: 100, rank: { water: -0.864, landUse: -0.918, fertilisers: -0.916, pesticides: -0.857, biodiversity: -0.891, climate: -0.938 }, medianFactor: 1.169, within2: 93 },
  { set: 114, labels: 'en', method: '2026.12.57', products: 100, withFigure: 100, rank: { water: -0.750, landUse: -0.931, fertilisers: -0.896, pesticides: -0.799, biodiversity: -0.857, climate: -0.925 }, medianFactor: 1.153, within2: 92 },
  { set: 115, labels: 'sv', method: '2026.12.57', products: 100, withFigure: 100, rank: { water: -0.837, landUse: -0.925, fertilisers: -0.899, pesticides: -0.903, biodiversity: -0.883, climate: -0.927 }, medianFactor: 1.190, within2: 91 },
  { set: 116, labels: 'en', method: '2026.12.57', products: 100, withFigure: 100, rank: { water: -0.909, landUse: -0.932, fertilisers: -0.912, pesticides: -0.818, biodiversity: -0.834, climate: -0.950 }, medianFactor: 1.143, within2: 95 },
  { set: 117, labels: 'sv', method: '2026.12.58', products: 100, withFigure: 100, rank: { water: -0.841, landUse: -0.869, fertilisers: -0.874, pesticides: -0.805, biodiversity: -0.822, climate: -0.944 }, medianFactor: 1.167, within2: 93 },
  { set: 118, labels: 'en', method: '2026.12.58', products: 100, withFigure: 100, rank: { water: -0.820, landUse: -0.906, fertilisers: -0.905, pesticides: -0.841, biodiversity: -0.834, climate: -0.919 }, medianFactor: 1.171, within2: 89 },
  { set: 119, labels: 'sv', method: '2026.12.59', products: 100, withFigure: 100, rank: { water: -0.840, landUse: -0.889, fertilisers: -0.924, pesticides: -0.828, biodiversity: -0.835, climate: -0.914 }, medianFactor: 1.130, within2: 95 },
  { set: 120, labels: 'en', method: '2026.12.59', products: 100, withFigure: 100, rank: { water: -0.913, landUse: -0.918, fertilisers: -0.917, pesticides: -0.898, biodiversity: -0.886, climate: -0.945 }, medianFactor: 1.152, within2: 94 },
  { set: 121, labels: 'sv', method: '2026.12.60', products: 100, withFigure: 100, rank: { water: -0.748, landUse: -0.910, fertilisers: -0.922, pesticides: -0.840, biodiversity: -0.853, climate: -0.953 }, medianFactor: 1.126, within2: 98 },
  { set: 122, labels: 'en', method: '2026.12.60', products: 100, withFigure: 100, rank: { water: -0.862, landUse: -0.910, fertilisers: -0.896, pesticides: -0.851, biodiversity: -0.816, climate: -0.903 }, medianFactor: 1.131, within2: 91 },
  { set: 123, labels: 'sv', method: '2026.12.60', products: 100, withFigure: 100, rank: { water: -0.892, landUse: -0.944, fertilisers: -0.927, pesticides: -0.880, biodiversity: -0.870, climate: -0.944 }, medianFactor: 1.134, within2: 93 },
  { set: 124, labels: 'en', method: '2026.12.60', products: 100, withFigure: 100, rank: { water: -0.765, landUse: -0.958, fertilisers: -0.929, pesticides: -0.909, biodiversity: -0.925, climate: -0.949 }, medianFactor: 1.107, within2: 94 },
  { set: 125, labels: 'sv', method: '2026.12.61', products: 100, withFigure: 100, rank: { water: -0.928, landUse: -0.896, fertilisers: -0.918, pesticides: -0.874, biodiversity: -0.807, climate: -0.946 }, medianFactor: 1.143, within2: 95 },
  { set: 126, labels: 'en', method: '2026.12.61', products: 100, withFigure: 100, rank: { water: -0.807, landUse: -0.957, fertilisers: -0.923, pesticides: -0.866, biodiversity: -0.837, climate: -0.957 }, medianFactor: 1.133, within2: 95 },
  { set: 127, labels: 'sv', method: '2026.12.61', products: 100, withFigure: 100, rank: { water: -0.874, landUse: -0.898, fertilisers: -0.922, pesticides: -0.805, biodiversity: -0.875, climate: -0.939 }, medianFactor: 1.137, within2: 91 },
  { set: 128, labels: 'en', method: '2026.12.61', products: 100, withFigure: 100, rank: { water: -0.864, landUse: -0.941, fertilisers: -0.911, pesticides: -0.810, biodiversity: -0.908, climate: -0.949 }, medianFactor: 1.124, within2: 90 },
  { set: 129, labels: 'sv', method: '2026.12.61', products: 100, withFigure: 100, rank: { water: -0.736, landUse: -0.924, fertilisers: -0.945, pesticides: -0.824, biodiversity: -0.843, climate: -0.954 }, medianFactor: 1.172, within2: 95 },
  { set: 130, labels: 'en', method: '2026.12.61', products: 100, withFigure: 100, rank: { water: -0.876, landUse: -0.929, fertilisers: -0.875, pesticides: -0.844, biodiversity: -0.877, climate: -0.932 }, medianFactor: 1.195, within2: 90 },
  { set: 131, labels: 'sv', method: '2026.12.62', products: 100, withFigure: 100, rank: { water: -0.850, landUse: -0.965, fertilisers: -0.934, pesticides: -0.917, biodiversity: -0.848, climate: -0.954 }, medianFactor: 1.134, within2: 95 },
  { set: 132, labels: 'en', method: '2026.12.62', products: 100, withFigure: 100, rank: { water: -0.805, landUse: -0.948, fertilisers: -0.890, pesticides: -0.855, biodiversity: -0.868, climate: -0.870 }, medianFactor: 1.158, within2: 92 },
  { set: 133, labels: 'sv', method: '2026.12.62', products: 100, withFigure: 100, rank: { water: -0.909, landUse: -0.915, fertilisers: -0.914, pesticides: -0.864, biodiversity: -0.817, climate: -0.953 }, medianFactor: 1.121, within2: 95 },
  { set: 134, labels: 'en', method: '2026.12.62', products: 100, withFigure: 100, rank: { water: -0.779, landUse: -0.933, fertilisers: -0.883, pesticides: -0.887, biodiversity: -0.840, climate: -0.868 }, medianFactor: 1.171, within2: 91 },
  { set: 135, labels: 'sv', method: '2026.12.63', products: 100, withFigure: 100, rank: { water: -0.896, landUse: -0.929, fertilisers: -0.893, pesticides: -0.852, biodiversity: -0.808, climate: -0.949 }, medianFactor: 1.112, within2: 93 },
  { set: 136, labels: 'en', method: '2026.12.63', products: 100, withFigure: 100, rank: { water: -0.788, landUse: -0.946, fertilisers: -0.933, pesticides: -0.886, biodiversity: -0.869, climate: -0.933 }, medianFactor: 1.152, within2: 93 },
  { set: 137, labels: 'sv', method: '2026.12.63', products: 100, withFigure: 100, rank: { water: -0.894, landUse: -0.952, fertilisers: -0.936, pesticides: -0.846, biodiversity: -0.890, climate: -0.951 }, medianFactor: 1.170, within2: 94 },
  { set: 138, labels: 'en', method: '2026.12.63', products: 100, withFigure: 100, rank: { water: -0.871, landUse: -0.946, fertilisers: -0.901, pesticides: -0.776, biodiversity: -0.869, climate: -0.949 }, medianFactor: 1.069, within2: 93 },
  { set: 139, labels: 'sv', method: '2026.12.63', products: 100, withFigure: 100, rank: { water: -0.868, landUse: -0.925, fertilisers: -0.911, pesticides: -0.872, biodiversity: -0.837, climate: -0.961 }, medianFactor: 1.115, within2: 97 },
  { set: 140, labels: 'en', method: '2026.12.63', products: 100, withFigure: 100, rank: { water: -0.760, landUse: -0.927, fertilisers: -0.914, pesticides: -0.860, biodiversity: -0.877, climate: -0.936 }, medianFactor: 1.135, within2: 93 },
  { set: 141, labels: 'sv', method: '2026.12.63', products: 100, withFigure: 100, rank: { water: -0.840, landUse: -0.897, fertilisers: -0.892, pesticides: -0.828, biodiversity: -0.840, climate: -0.930 }, medianFactor: 1.175, within2: 89 },
  { set: 142, labels: 'en', method: '2026.12.63', products: 100, withFigure: 100, rank: { water: -0.750, landUse: -0.900, fertilisers: -0.919, pesticides: -0.856, biodiversity: -0.876, climate: -0.922 }, medianFactor: 1.157, within2: 92 },
  { set: 143, labels: 'sv', method: '2026.12.63', products: 100, withFigure: 100, rank: { water: -0.813, landUse: -0.915, fertilisers: -0.905, pesticides: -0.851, biodiversity: -0.849, climate: -0.949 }, medianFactor: 1.174, within2: 95 },
  { set: 144, labels: 'en', method: '2026.12.63', products: 100, withFigure: 100, rank: { water: -0.897, landUse: -0.925, fertilisers: -0.927, pesticides: -0.858, biodiversity: -0.850, climate: -0.952 }, medianFactor: 1.117, within2: 96 },
  { set: 145, labels: 'sv', method: '2026.12.64', products: 100, withFigure: 100, rank: { water: -0.827, landUse: -0.923, fertilisers: -0.910, pesticides: -0.839, biodiversity: -0.847, climate: -0.934 }, medianFactor: 1.114, within2: 89 },
  { set: 146, labels: 'en', method: '2026.12.64', products: 100, withFigure: 100, rank: { water: -0.890, landUse: -0.945, fertilisers: -0.920, pesticides: -0.870, biodiversity: -0.828, climate: -0.947 }, medianFactor: 1.158, within2: 93 },
  { set: 147, labels: 'sv', method: '2026.12.64', products: 100, withFigure: 100, rank: { water: -0.845, landUse: -0.921, fertilisers: -0.908, pesticides: -0.885, biodiversity: -0.836, climate: -0.934 }, medianFactor: 1.165, within2: 91 },
  { set: 148, labels: 'en', method: '2026.12.64', products: 100, withFigure: 100, rank: { water: -0.850, landUse: -0.936, fertilisers: -0.902, pesticides: -0.856, biodiversity: -0.848, climate: -0.937 }, medianFactor: 1.169, within2: 93 },
  { set: 149, labels: 'sv', method: '2026.12.65', products: 100, withFigure: 100, rank: { water: -0.873, landUse: -0.957, fertilisers: -0.957, pesticides: -0.864, biodiversity: -0.896, climate: -0.969 }, medianFactor: 1.121, within2: 100 },
  { set: 150, labels: 'en', method: '2026.12.65', products: 100, withFigure: 100, rank: { water: -0.840, landUse: -0.947, fertilisers: -0.906, pesticides: -0.895, biodiversity: -0.822, climate: -0.935 }, medianFactor: 1.138, within2: 93 },
  { set: 151, labels: 'sv', method: '2026.12.65', products: 100, withFigure: 100, rank: { water: -0.804, landUse: -0.891, fertilisers: -0.911, pesticides: -0.846, biodiversity: -0.882, climate: -0.933 }, medianFactor: 1.134, within2: 95 },
  { set: 152, labels: 'en', method: '2026.12.65', products: 100, withFigure: 100, rank: { water: -0.846, landUse: -0.878, fertilisers: -0.838, pesticides: -0.806, biodiversity: -0.835, climate: -0.874 }, medianFactor: 1.170, within2: 88 },
  { set: 153, labels: 'sv', method: '2026.12.65', products: 100, withFigure: 100, rank: { water: -0.831, landUse: -0.924, fertilisers: -0.897, pesticides: -0.798, biodiversity: -0.820, climate: -0.953 }, medianFactor: 1.129, within2: 94 },
  { set: 154, labels: 'en', method: '2026.12.65', products: 100, withFigure: 100, rank: { water: -0.788, landUse: -0.880, fertilisers: -0.882, pesticides: -0.853, biodiversity: -0.847, climate: -0.933 }, medianFactor: 1.123, within2: 89 },
  { set: 155, labels: 'sv', method: '2026.12.66', products: 98, withFigure: 98, rank: { water: -0.829, landUse: -0.914, fertilisers: -0.911, pesticides: -0.800, biodiversity: -0.856, climate: -0.933 }, medianFactor: 1.167, within2: 87 },
  { set: 156, labels: 'en', method: '2026.12.66', products: 100, withFigure: 100, rank: { water: -0.870, landUse: -0.947, fertilisers: -0.922, pesticides: -0.817, biodiversity: -0.844, climate: -0.939 }, medianFactor: 1.173, within2: 93 },
  { set: 157, labels: 'sv', method: '2026.12.67', products: 100, withFigure: 100, rank: { water: -0.776, landUse: -0.954, fertilisers: -0.924, pesticides: -0.820, biodiversity: -0.854, climate: -0.950 }, medianFactor: 1.134, within2: 97 },
  { set: 158, labels: 'en', method: '2026.12.67', products: 100, withFigure: 100, rank: { water: -0.848, landUse: -0.892, fertilisers: -0.877, pesticides: -0.813, biodiversity: -0.835, climate: -0.908 }, medianFactor: 1.188, within2: 91 },
  { set: 159, labels: 'sv', method: '2026.12.67', products: 100, withFigure: 100, rank: { water: -0.858, landUse: -0.926, fertilisers: -0.882, pesticides: -0.803, biodiversity: -0.863, climate: -0.927 }, medianFactor: 1.118, within2: 92 },
  { set: 160, labels: 'en', method: '2026.12.67', products: 100, withFigure: 100, rank: { water: -0.930, landUse: -0.919, fertilisers: -0.889, pesticides: -0.872, biodiversity: -0.843, climate: -0.947 }, medianFactor: 1.143, within2: 95 },
  { set: 161, labels: 'sv', method: '2026.12.67', products: 100, withFigure: 100, rank: { water: -0.799, landUse: -0.884, fertilisers: -0.899, pesticides: -0.786, biodiversity: -0.792, climate: -0.917 }, medianFactor: 1.172, within2: 90 },
  { set: 162, labels: 'en', method: '2026.12.67', products: 100, withFigure: 100, rank: { water: -0.861, landUse: -0.953, fertilisers: -0.951, pesticides: -0.862, biodiversity: -0.895, climate: -0.964 }, medianFactor: 1.136, within2: 97 },
  { set: 163, labels: 'sv', method: '2026.12.67', products: 100, withFigure: 100, rank: { water: -0.830, landUse: -0.898, fertilisers: -0.918, pesticides: -0.841, biodiversity: -0.842, climate: -0.945 }, medianFactor: 1.115, within2: 91 },
  { set: 164, labels: 'en', method: '2026.12.67', products: 100, withFigure: 100, rank: { water: -0.797, landUse: -0.899, fertilisers: -0.914, pesticides: -0.816, biodiversity: -0.827, climate: -0.939 }, medianFactor: 1.136, within2: 93 },
  { set: 165, labels: 'sv', method: '2026.12.67', products: 100, withFigure: 100, rank: { water: -0.822, landUse: -0.946, fertilisers: -0.914, pesticides: -0.812, biodiversity: -0.865, climate: -0.935 }, medianFactor: 1.136, within2: 93 },
  { set: 166, labels: 'en', method: '2026.12.67', products: 100, withFigure: 100, rank: { water: -0.817, landUse: -0.910, fertilisers: -0.919, pesticides: -0.880, biodiversity: -0.863, climate: -0.950 }, medianFactor: 1.162, within2: 92 },
];
