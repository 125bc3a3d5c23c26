-- Audit F3: a wrong answer's stored result no longer keeps the right option or its explanation,
-- so neither the results page nor the account export can hand back a key for a question that
-- may be drawn again.
UPDATE "assessment_attempts" SET "results" = (
  SELECT jsonb_agg(
    CASE WHEN r ->> 'isCorrect' = 'false'
      THEN r || '{"correct": null, "explanation": null}'::jsonb
      ELSE r END
    ORDER BY ord)
  FROM jsonb_array_elements("results") WITH ORDINALITY AS t(r, ord)
)
WHERE "results" @> '[{"isCorrect": false}]'::jsonb;
