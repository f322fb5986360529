import type { AccountRow, PopupRow } from '@hookline/db';
import { wheelHasCoupon } from '@hookline/rules';
import {
  readSpecCartTrigger,
  ZLang,
  ZPopupTarget,
  ZPopupType,
  type TDesignProperties,
  type TPopupRecord,
} from '@hookline/schema';

/**
 * Maps a stored popup to the popup record of spec section 3: the one place where database names
 * meet the wire names.
 */
export function toPopupRecord(
  row: PopupRow,
  account: AccountRow,
  publicIds: Map<string, string>,
): TPopupRecord {
  // Rules stored with the spec's cart-trigger names before they were mapped on save.
  const { rules, triggers } = readSpecCartTrigger(row.displayRules, row.triggers);
  return {
    poptin_id: row.publicId,
    poptin_type: ZPopupType.parse(row.type),
    poptin_format: row.format,
    poptin_name: row.name,
    poptin_target: ZPopupTarget.parse(row.target),
    poptin_url: row.templateUrl,
    poptin: row.templateMarkup,
    poptin_size: { width: row.width, height: row.height },
    display: row.status === 'active',
    is_teasers_on: row.isTeasersOn,
    on_click: row.onClick,
    ab_test: row.abTest,
    ab_test_parent_id: row.abTestParentId ? (publicIds.get(row.abTestParentId) ?? null) : null,
    account_id: account.id,
    viewer_id: row.viewerId,
    x_close_button: row.xCloseButton,
    if_poptin_credit: account.isFreemium,
    wheel_has_coupon: wheelHasCoupon(
      row.format,
      row.type === 'gamified' ? (row.designProperties as TDesignProperties).prizes : undefined,
    ),
    lang: ZLang.parse(row.lang),
    content: row.content,
    design_properties: row.designProperties,
    display_rules: rules,
    triggers,
  };
}
