import type { PopupSummary } from '../../api/admin.ts';
import type { FormProps } from '../edit.ts';
import { AdBlockSection } from './AdBlockSection.tsx';
import { ConvertedSection } from './ConvertedSection.tsx';
import { EngagementSection } from './EngagementSection.tsx';
import { FrequencySection } from './FrequencySection.tsx';
import { PageContentSection } from './PageContentSection.tsx';
import { TargetingSection } from './TargetingSection.tsx';
import { CookiesSection, JsVariablesSection } from './ValueFilterSection.tsx';

/** Every display rule of spec section 3 and the targeting, each with a sentence saying what it does now. */
export function RulesForm({
  popups,
  siteTimeZone,
  ...props
}: FormProps & { popups: PopupSummary[]; siteTimeZone: string }) {
  return (
    <>
      <TargetingSection {...props} siteTimeZone={siteTimeZone} />
      <FrequencySection {...props} />
      <ConvertedSection {...props} />
      <EngagementSection {...props} popups={popups} />
      <PageContentSection {...props} />
      <JsVariablesSection {...props} />
      <CookiesSection {...props} />
      <AdBlockSection {...props} />
    </>
  );
}
