/**
 * S2's table rows and header by its scale: 'large' where there is no fine pointer to hover with
 * (touch screens, and headless browsers), 'medium' otherwise; S2 decides it by the same query.
 * Apart from the table, so the route table can count a screen's rows without loading S2.
 */
export const tableMetrics = {
  medium: { header: 32, row: 40 },
  large: { header: 40, row: 50 },
}

/**
 * The most rows a first screen can show: the window's height in the shortest rows. A list's
 * route load asks for these rows' own look-ups with the list (route-table.ts).
 */
export const rowsOnFirstScreen = () => Math.ceil(window.innerHeight / tableMetrics.medium.row)
