import { Link } from "react-router";
import type { Route } from "./+types/our-team";
import { CtaBanner } from "~/components/cta-banner";
import { PageHero } from "~/components/page-hero";
import { Section } from "~/components/section";
import { TeamEmptyState, TeamGrid } from "~/components/team-grid";
import { Button } from "~/components/ui/button";
import { teamCta, teamEmptyState, teamIntro, teamSection, teamSeo } from "~/content/team";
import { pageTitle, routeMeta } from "~/lib/seo";
import { listTeamMembers } from "~/server/team.server";

export async function loader() {
  return { members: await listTeamMembers() };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  routeMeta(matches, {
    title: pageTitle(teamSeo.title),
    description: teamSeo.description,
    path: "/our-team",
    breadcrumbs: [{ name: "Our Team", path: "/our-team" }],
  });

export default function Page({ loaderData }: Route.ComponentProps) {
  const { members } = loaderData;
  return (
    <>
      <PageHero eyebrow={teamIntro.eyebrow} title={teamIntro.title} lead={teamIntro.lead} />
      {members.length > 0 ? (
        <Section id="team" title={teamSection.title} intro={teamSection.intro}>
          <TeamGrid members={members} />
        </Section>
      ) : (
        <section aria-labelledby="team-empty-heading" className="py-16 sm:py-20">
          <div className="container-page">
            <TeamEmptyState headingId="team-empty-heading" {...teamEmptyState} />
          </div>
        </section>
      )}
      {members.length > 0 && (
        <CtaBanner
          title={teamCta.title}
          text={teamCta.text}
          actions={
            <>
              <Button asChild size="lg">
                <Link to={teamCta.primary.href}>{teamCta.primary.label}</Link>
              </Button>
              <Button asChild variant="outlineDark" size="lg">
                <Link to={teamCta.secondary.href}>{teamCta.secondary.label}</Link>
              </Button>
            </>
          }
        />
      )}
    </>
  );
}
