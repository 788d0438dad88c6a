import type { Route } from "./+types/terms-of-service";
import { LegalDocumentPage } from "~/components/legal-document";
import { termsOfService } from "~/content/legal";
import { pageTitle, routeMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  routeMeta(matches, {
    title: pageTitle(termsOfService.title),
    description: termsOfService.description,
    path: termsOfService.path,
    breadcrumbs: [{ name: termsOfService.title, path: termsOfService.path }],
  });

export default function Page() {
  return <LegalDocumentPage document={termsOfService} />;
}
