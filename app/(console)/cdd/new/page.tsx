import type { Metadata } from "next";
import Link from "next/link";
import { CddWizardLoader } from "@/components/cdd/wizard/cdd-wizard-loader";
import { redirectToSignIn } from "@/lib/auth/sign-in-redirect";
import { getSessionUser } from "@/lib/auth/session";

export const metadata: Metadata = { title: "New CDD case" };

export default async function NewCddPage() {
  const user = await getSessionUser();
  if (!user) return redirectToSignIn();
  return (
    <div className="max-w-3xl space-y-4">
      <p className="text-sm">
        <Link href="/cdd" className="text-indigo-700 underline dark:text-indigo-300">
          CDD cases
        </Link>
      </p>
      <h1 className="text-2xl font-semibold">New CDD case</h1>
      <CddWizardLoader userId={user.id} />
    </div>
  );
}
