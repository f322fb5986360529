import type { PopupDocument } from '../../api/popups.ts';
import { withRules } from '../edit.ts';
import { fieldsOf } from '../fields/field-builders.ts';

/** Controls over the document's `display_rules`, with undo keys `rules.{key}`. */
export const rules = fieldsOf((document: PopupDocument) => document.display_rules, withRules, 'rules.');
