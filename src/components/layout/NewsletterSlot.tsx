/**
 * Newsletter band of home and footer. The subscription form itself (double opt-in, POST
 * /api/abonnement) belongs to the commerce work: `src/components/newsletter/NewsletterForm.tsx`
 * replaces the placeholder <form> below once it exists.
 */
export function NewsletterSlot({ id }: { id: string }) {
  return (
    <form className="flex flex-col gap-3 sm:flex-row sm:items-end" aria-describedby={`${id}-aide`}>
      <div className="flex-1">
        <label htmlFor={id} className="mb-1.5 block text-sm font-semibold">
          Votre adresse e-mail
        </label>
        <input
          id={id}
          name="email"
          type="email"
          required
          autoComplete="email"
          placeholder="prenom@cabinet.fr"
          className="h-12 w-full rounded-full border border-trait bg-creme px-5 text-encre placeholder:text-gris"
        />
      </div>
      <button type="submit" className="bouton bouton-plein h-12">
        Je m’abonne
      </button>
      <p id={`${id}-aide`} className="sr-only">
        Une lettre par mois au plus, désinscription en un clic.
      </p>
    </form>
  )
}
