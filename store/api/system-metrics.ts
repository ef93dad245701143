/** The system-metrics area's endpoints; none carries cache tags. */
export * from './__generated__/system-metrics'
