import { Lien } from '@/components/ui/Lien'
import { PageHeader } from '@/components/ui/PageHeader'
import { JsonLd } from '@/components/ui/JsonLd'
import type { Question } from '@/lib/data/faq'
import { RUBRIQUES_FAQ } from '@/lib/catalogue'
import { RichText } from '@/components/ui/RichText'
import { texteDe } from '@/lib/contenu'

type Groupe = (typeof RUBRIQUES_FAQ)[number] & { questions: Question[] }

/** The FAQPage structured data: every question with its answer as plain text. */
const faqLd = (questions: Question[]) => ({
  '@context': 'https://schema.org',
  '@type': 'FAQPage',
  mainEntity: questions.map((q) => ({
    '@type': 'Question',
    name: q.question,
    acceptedAnswer: { '@type': 'Answer', text: texteDe((q.reponse as { root: never }).root) },
  })),
})

/** What the page is for: the digital downloads, or every question with a way to write to us. */
function IntroFaq({ rubrique }: { rubrique?: Question['rubrique'] }) {
  return rubrique ? (
    <p>
      Tout sur les fichiers à imprimer : formats, résolution, délais et impression chez vous ou chez un
      imprimeur.
    </p>
  ) : (
    <p>
      Commandes, livraison, fichiers numériques : les réponses aux questions qu’on nous pose le plus. Rien
      trouvé ?{' '}
      <Lien href="/contact" className="lien font-semibold">
        Écrivez-nous
      </Lien>
      .
    </p>
  )
}

/** A rubrique: its title beside its questions, each answer in a native <details>. */
function RubriqueFaq({ groupe: g }: { groupe: Groupe }) {
  return (
    <section aria-labelledby={`rubrique-${g.value}`} className="grid gap-6 lg:grid-cols-[16rem_1fr]">
      <h2 id={`rubrique-${g.value}`} className="text-2xl font-medium lg:sticky lg:top-40 lg:self-start">
        {g.label}
      </h2>
      <ul className="divide-y divide-trait rounded-carte border border-trait bg-creme">
        {g.questions.map((q) => (
          <li key={q.id}>
            <details className="group">
              <summary className="flex cursor-pointer list-none items-start justify-between gap-4 px-5 py-4 text-lg font-semibold text-encre md:px-6 [&::-webkit-details-marker]:hidden">
                <span>{q.question}</span>
                <span
                  aria-hidden="true"
                  className="mt-0.5 grid h-7 w-7 shrink-0 place-items-center rounded-full bg-papier-fonce text-terracotta transition-transform group-open:rotate-45"
                >
                  +
                </span>
              </summary>
              <div className="px-5 pb-5 md:px-6">
                <RichText data={q.reponse} />
              </div>
            </details>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** /faq (every rubrique, grouped) and /faq/telechargement-numerique (one rubrique).
 *  Answers are native <details>: keyboard accessible with no JavaScript. */
export function PageFaq({ questions, rubrique }: { questions: Question[]; rubrique?: Question['rubrique'] }) {
  const groupes: Groupe[] = RUBRIQUES_FAQ.filter((r) => !rubrique || r.value === rubrique)
    .map((r) => ({ ...r, questions: questions.filter((q) => q.rubrique === r.value) }))
    .filter((g) => g.questions.length > 0)
  const titre = rubrique ? 'Téléchargement numérique' : 'Questions fréquentes'
  const miettes = [
    { nom: 'Accueil', href: '/' },
    { nom: 'FAQ', href: '/faq' },
    ...(rubrique ? [{ nom: titre, href: `/faq/${rubrique}` }] : []),
  ]
  return (
    <>
      <PageHeader surtitre="Aide" titre={titre} miettes={miettes} intro={<IntroFaq rubrique={rubrique} />}>
        {!rubrique && (
          <p className="mt-6">
            <Lien href="/faq/telechargement-numerique" className="puce">
              Téléchargement numérique →
            </Lien>
          </p>
        )}
      </PageHeader>
      <div className="conteneur grid gap-14">
        {groupes.length === 0 && <p className="text-encre-douce">Aucune question pour le moment.</p>}
        {groupes.map((g) => (
          <RubriqueFaq key={g.value} groupe={g} />
        ))}
      </div>
      <JsonLd data={faqLd(questions)} />
    </>
  )
}
