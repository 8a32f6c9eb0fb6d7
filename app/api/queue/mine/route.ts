import { getDb } from "@/lib/db";
import { myQueueFigures } from "@/lib/db/work-items-list";
import { withSession } from "@/lib/http/route";
import type { MyQueueDto } from "@/lib/queue/dto";
import { noStoreJson } from "@/lib/queue/route-helpers";
import { ensureQueueFresh } from "@/lib/queue/sync";

export const dynamic = "force-dynamic";

// Console endpoint: the overview's "my queue" figures for the signed-in user.
export const GET = withSession("analyst", async ({ user }) => {
  await ensureQueueFresh();
  const figures = await myQueueFigures(await getDb(), user.id, new Date());
  const body: MyQueueDto = {
    assigned_to_me: figures.assignedToMe,
    my_overdue: figures.myOverdue,
    unassigned: figures.unassigned,
    decided_by_me_today: figures.decidedByMeToday,
  };
  return noStoreJson(body);
});
