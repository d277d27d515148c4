-- The overview designer (issue 32 item 5): what the contract refuses (packages/rules
-- administration/overview-contract.ts) the table refuses as well, whatever writes it: a widget
-- shows 1 to 50 rows, its status is On or Off, its own name is a title (60 characters at most),
-- its order is positive, and a kind appears once per overview. NOT VALID: rows written before are
-- read defensively (server/src/areas/administration/overview-store.ts) and not rejected here.
ALTER TABLE overview_widgets
  ADD CONSTRAINT overview_widgets_rows_check CHECK (
    jsonb_typeof(settings -> 'amount_of_rows') = 'number'
    AND (settings ->> 'amount_of_rows')::numeric BETWEEN 1 AND 50
  ) NOT VALID,
  ADD CONSTRAINT overview_widgets_status_check CHECK (settings ->> 'status' IN ('On', 'Off')) NOT VALID,
  ADD CONSTRAINT overview_widgets_name_check CHECK (name IS NULL OR char_length(name) <= 60) NOT VALID,
  ADD CONSTRAINT overview_widgets_order_check CHECK ("order" > 0) NOT VALID;

CREATE UNIQUE INDEX IF NOT EXISTS overview_widgets_one_kind_key
  ON overview_widgets (overview_id, widget, variation) WHERE deleted_at IS NULL;
