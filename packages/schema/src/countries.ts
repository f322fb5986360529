/**
 * ISO 3166-1 alpha-2 country codes (the checkout's country select; names come from the browser's
 * and Node's `Intl.DisplayNames`), and the postcode rules of the countries that have a fixed format,
 * as WooCommerce's `WC_Validation::is_postcode` checks them.
 */
export const COUNTRY_CODES: readonly string[] = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ ' +
  'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR ' +
  'GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO ' +
  'JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR ' +
  'MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO ' +
  'RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV ' +
  'TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
).split(' ');

/** Postcode formats by country; a country not listed takes any postcode of 1 to 20 characters. */
export const POSTCODE_RULES: Readonly<Record<string, { pattern: RegExp; example: string }>> = {
  US: { pattern: /^\d{5}(-\d{4})?$/, example: '94103' },
  GB: { pattern: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i, example: 'SW1A 1AA' },
  CA: { pattern: /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i, example: 'K1A 0B1' },
  DE: { pattern: /^\d{5}$/, example: '10115' },
  FR: { pattern: /^\d{5}$/, example: '75001' },
  ES: { pattern: /^\d{5}$/, example: '28001' },
  IT: { pattern: /^\d{5}$/, example: '00118' },
  NL: { pattern: /^\d{4} ?[A-Z]{2}$/i, example: '1012 AB' },
  BE: { pattern: /^\d{4}$/, example: '1000' },
  AT: { pattern: /^\d{4}$/, example: '1010' },
  CH: { pattern: /^\d{4}$/, example: '8001' },
  AU: { pattern: /^\d{4}$/, example: '2000' },
  IL: { pattern: /^\d{7}$/, example: '6100000' },
  JP: { pattern: /^\d{3}-?\d{4}$/, example: '100-0001' },
  BR: { pattern: /^\d{5}-?\d{3}$/, example: '01001-000' },
  PL: { pattern: /^\d{2}-\d{3}$/, example: '00-001' },
  PT: { pattern: /^\d{4}-\d{3}$/, example: '1000-001' },
  SE: { pattern: /^\d{3} ?\d{2}$/, example: '111 22' },
  IN: { pattern: /^\d{6}$/, example: '110001' },
  IE: { pattern: /^[A-Z\d]{3} ?[A-Z\d]{4}$/i, example: 'D02 X285' },
};

/** WooCommerce's message when a postcode does not fit its country, or null when it fits. */
export function postcodeProblem(country: string, postcode: string): string | null {
  const rule = POSTCODE_RULES[country];
  const value = postcode.trim();
  if (rule ? rule.pattern.test(value) : value.length > 0 && value.length <= 20) return null;
  return rule ? `Please enter a valid postcode / ZIP (for example ${rule.example}).` : 'Please enter a valid postcode / ZIP.';
}
