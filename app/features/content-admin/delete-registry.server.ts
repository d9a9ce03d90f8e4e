// Which content types the shared delete confirmation (/ansatt/innhold/{section}/{id}/slett) can delete, and how (issue #4). Pages cannot be deleted: each has a route of its own.
import type { ContentType } from '#core/content-admin.ts';
import { parseId } from '#server/services/admin/access.ts';
import type { Actor } from '#server/services/admin/access.ts';
import { bannerTitle, deleteBanner } from '#server/services/admin/banners.ts';
import { campaignTitle, deleteCampaign } from '#server/services/admin/campaigns.ts';
import { deleteEvent, eventTitle } from '#server/services/admin/events.ts';
import { parseExceptionKey } from '#core/content-admin.ts';
import { deleteService, serviceTitle } from '#server/services/admin/library-services.ts';
import { deleteOpeningHoursException, openingHoursExceptionTitle } from '#server/services/admin/opening-hours.ts';
import { deleteStaffList, staffListTitle } from '#server/services/admin/staff-lists.ts';
import type { ServiceContext } from '#server/services/context.ts';

export interface Deleter {
  /** What the confirmation names; null when the id is not one of this type's ids. */
  title: (ctx: ServiceContext, actor: Actor, rawId: string) => Promise<string | null>;
  remove: (ctx: ServiceContext, actor: Actor, rawId: string) => Promise<void>;
}

function byNumericId(
  title: (ctx: ServiceContext, actor: Actor, id: number) => Promise<string>,
  remove: (ctx: ServiceContext, actor: Actor, id: number) => Promise<void>,
): Deleter {
  return {
    title: async (ctx, actor, raw) => {
      const id = parseId(raw);
      return id === null ? null : title(ctx, actor, id);
    },
    remove: async (ctx, actor, raw) => {
      const id = parseId(raw);
      if (id !== null) await remove(ctx, actor, id);
    },
  };
}

export const DELETERS: Partial<Record<ContentType, Deleter>> = {
  event: byNumericId(eventTitle, deleteEvent),
  banner: byNumericId(bannerTitle, deleteBanner),
  service: byNumericId(serviceTitle, deleteService),
  campaign: byNumericId(campaignTitle, deleteCampaign),
  staff_list: byNumericId(staffListTitle, deleteStaffList),
  opening_hours_exception: {
    title: async (ctx, actor, raw) => {
      const key = parseExceptionKey(raw);
      return key ? openingHoursExceptionTitle(ctx, actor, key) : null;
    },
    remove: async (ctx, actor, raw) => {
      const key = parseExceptionKey(raw);
      if (key) await deleteOpeningHoursException(ctx, actor, key);
    },
  },
};
