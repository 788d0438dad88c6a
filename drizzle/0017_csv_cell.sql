-- The workspace's CSV exports have the database write each line (decision 0034): a million leads
-- then reach the server as a million short strings, not twenty million values to quote one by one.
-- csv_cell is one RFC 4180 cell: empty for NULL, quoted when it holds a quote, comma or line break,
-- and a leading apostrophe when a spreadsheet would take it for a formula (=, +, -, @, a tab or a
-- carriage return first): a visitor's message must never run in the company's Excel. One
-- expression, so the planner inlines it into the export's query.
CREATE FUNCTION "csv_cell"("value" text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN "value" IS NULL THEN ''
    WHEN strpos("value", '"') + strpos("value", ',') + strpos("value", E'\n') + strpos("value", E'\r') > 0 THEN
      '"' || CASE WHEN left("value", 1) IN ('=', '+', '-', '@', E'\t', E'\r') THEN '''' ELSE '' END
        || replace("value", '"', '""') || '"'
    WHEN left("value", 1) IN ('=', '+', '-', '@', E'\t', E'\r') THEN '''' || "value"
    ELSE "value"
  END
$$;
