import { expect, it } from 'vitest';
import { ZAdminPopup, ZPopupCreateRequest } from '@hookline/schema';
import { POPUP_TEMPLATES, templateDocument } from '@hookline/schema/popup-templates';
import { adminSuite } from './testing.ts';

adminSuite('popups made from the gallery templates', (suite) => {
  const cases = POPUP_TEMPLATES.flatMap((template) =>
    (['en', 'he'] as const).map((lang) => [template.id, lang, template] as const),
  );

  it.each(cases)(
    'creates %s in %s and reads it back as the template wrote it',
    async (_id, lang, template) => {
      const document = templateDocument(template, lang);
      const created = await suite.call(
        'POST',
        `/api/admin/sites/${suite.owner.site.clientId}/popups`,
        document,
      );
      expect(created.statusCode, created.body).toBe(201);
      const { id } = ZAdminPopup.parse(created.json());

      const read = ZAdminPopup.parse((await suite.call('GET', `/api/admin/popups/${id}`)).json());
      const sent = ZPopupCreateRequest.parse(document);
      expect(read).toMatchObject({
        name: template.name[lang],
        type: template.type,
        format: template.format,
        lang,
        status: 'paused',
        content: sent.content,
        design_properties: sent.design_properties,
        display_rules: sent.display_rules,
        triggers: sent.triggers,
        x_close_button: template.x_close_button,
      });
    },
  );
});
