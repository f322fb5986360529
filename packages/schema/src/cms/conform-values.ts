import { ROWS_MAX, type TFieldDefinition, type TSubFieldDefinition } from './fields.ts';
import {
  emptyFieldValue,
  fieldValueSchema,
  type TFieldValue,
  type TFieldValues,
  type TFlexibleRowValue,
  type TRowValue,
  type TSimpleFieldValue,
  type ValueCheck,
} from './field-values.ts';

type AnyField = TFieldDefinition | TSubFieldDefinition;

/** A stored value that no longer fits its (changed) field. */
export interface ValueProblem {
  key: string;
  message: string;
}

/**
 * Fits stored values to (changed) field definitions without publishing checks: values of removed
 * fields are dropped, missing ones become empty, and a value that no longer fits its field (a kind
 * changed, a choice removed, a bound tightened) is emptied and reported. Inside repeater and
 * flexible rows, only the sub-values that no longer fit are emptied; rows of a removed layout go.
 */
export function conformFieldValues(
  fields: TFieldDefinition[],
  values: Record<string, unknown>,
): { values: TFieldValues; problems: ValueProblem[] } {
  const problems: ValueProblem[] = [];
  const out: TFieldValues = {};
  for (const field of fields) {
    const { value, problems: found } = conformValue(field, values[field.key]);
    out[field.key] = value;
    problems.push(...found.map((message) => ({ key: field.key, message })));
  }
  return { values: out, problems };
}

const DRAFT: ValueCheck = { publishing: false };

function conformValue(field: AnyField, value: unknown): { value: TFieldValue; problems: string[] } {
  const whole = fieldValueSchema(field, DRAFT).safeParse(value);
  if (whole.success) return { value: whole.data, problems: [] };
  if (field.kind === 'repeater' && Array.isArray(value)) {
    const problems: string[] = [];
    const rows = value.slice(0, field.max_rows ?? ROWS_MAX).map((row) => {
      const fitted = conformRow(field.sub_fields, row);
      problems.push(...fitted.problems);
      return fitted.values;
    });
    return { value: rows, problems: problems.length ? problems : [whole.error.issues[0]!.message] };
  }
  if (field.kind === 'flexible_content' && Array.isArray(value)) {
    const problems: string[] = [];
    const rows: TFlexibleRowValue[] = [];
    for (const row of value.slice(0, field.max_rows ?? ROWS_MAX)) {
      const { layout, values } = (row ?? {}) as { layout?: unknown; values?: unknown };
      const definition = field.layouts.find((candidate) => candidate.key === layout);
      if (!definition) {
        problems.push(`"${field.label}" has no layout "${String(layout)}" any more; its row was removed`);
        continue;
      }
      const fitted = conformRow(definition.sub_fields, values);
      problems.push(...fitted.problems);
      rows.push({ layout: definition.key, values: fitted.values });
    }
    return { value: rows, problems: problems.length ? problems : [whole.error.issues[0]!.message] };
  }
  return { value: emptyFieldValue(field), problems: [whole.error.issues[0]!.message] };
}

function conformRow(fields: TSubFieldDefinition[], row: unknown): { values: TRowValue; problems: string[] } {
  const source = row && typeof row === 'object' ? (row as Record<string, unknown>) : {};
  const problems: string[] = [];
  const values: TRowValue = {};
  for (const field of fields) {
    const fitted = conformValue(field, source[field.key]);
    values[field.key] = fitted.value as TSimpleFieldValue;
    problems.push(...fitted.problems);
  }
  return { values, problems };
}
