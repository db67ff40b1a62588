// The atlas table (docs/atlas/index): a click on a column header sorts the rows by that column
// (again: the other way), the name box keeps the metrics whose name contains its text, and the
// "require" list keeps the metrics for which the chosen property holds. Cells carry data-sort:
// the metric's name, or a verdict's rank (0 holds, 1 fails, 2 unknown, 3 not applicable, 4 error).
document.addEventListener("DOMContentLoaded", () => {
  const table = document.querySelector("table.atlas-table");
  if (!table) return;
  const body = table.tBodies[0];
  const key = (row, column) => row.cells[column].dataset.sort;
  table.querySelectorAll("thead th").forEach((th, column) => {
    th.addEventListener("click", () => {
      const descending = th.dataset.order === "ascending";
      table.querySelectorAll("thead th").forEach((other) => delete other.dataset.order);
      th.dataset.order = descending ? "descending" : "ascending";
      const rows = Array.from(body.rows);
      rows.sort((a, b) => key(a, column).localeCompare(key(b, column), "en", { numeric: true }) || key(a, 0).localeCompare(key(b, 0)));
      if (descending) rows.reverse();
      rows.forEach((row) => body.appendChild(row));
    });
  });
  const name = document.getElementById("atlas-filter");
  const require = document.getElementById("atlas-require");
  const filter = () => {
    const text = name.value.trim().toLowerCase();
    const column = Number(require.value);
    Array.from(body.rows).forEach((row) => {
      const shown = key(row, 0).toLowerCase().includes(text) && (!column || key(row, column) === "0");
      row.hidden = !shown;
    });
  };
  name.addEventListener("input", filter);
  require.addEventListener("change", filter);
});
