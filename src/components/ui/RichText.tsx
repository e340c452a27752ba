import { RichText as LexicalRichText, type JSXConvertersFunction } from '@payloadcms/richtext-lexical/react'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'

import type { ReactNode } from 'react'

import { ancreDe, imageDuNoeud, texteDe } from '@/lib/contenu'

const HEADINGS = new Set(['h2', 'h3', 'h4', 'h5', 'h6'])

/** Headings carry a stable id (so /cgv#retractation lands) and a self-link for sharing a section;
 *  an h1 in content is demoted to h2: the page title is the only h1. */
const converters =
  (blocs: Record<string, ReactNode>): JSXConvertersFunction =>
  ({ defaultConverters }) => ({
    ...defaultConverters,
    // A paragraph that holds only `[[clé]]` is the part of the page the settings write (src/components/legal).
    paragraph: (args) => {
      const cle = /^\[\[([a-z-]+)\]\]$/.exec(texteDe(args.node as never).trim())?.[1]
      if (cle && cle in blocs) return blocs[cle]
      const defaut = defaultConverters.paragraph
      return typeof defaut === 'function' ? defaut(args) : defaut
    },
    heading: ({ node, nodesToJSX }) => {
      const Tag = (HEADINGS.has(node.tag) ? node.tag : 'h2') as 'h2'
      const { id, label } = ancreDe(texteDe(node as never))
      const children = label === texteDe(node as never) ? nodesToJSX({ nodes: node.children }) : label
      return (
        <Tag id={id} className="scroll-mt-36">
          {children}
        </Tag>
      )
    },
    // An image placed in the body (its upload populated by the read, src/lib/data/articles.ts), with the
    // upload's alternative text; nothing while the node only holds an id.
    upload: ({ node }) => {
      const image = imageDuNoeud(node as never)
      if (!image) return null
      return (
        <figure>
          {/* eslint-disable-next-line @next/next/no-img-element -- the upload as stored, in the text's flow */}
          <img
            src={image.url}
            alt={image.alt}
            width={image.width ?? undefined}
            height={image.height ?? undefined}
            loading="lazy"
            decoding="async"
          />
        </figure>
      )
    },
    link: ({ node, nodesToJSX }) => {
      const url = (node.fields?.url as string | undefined) ?? '#'
      const external = /^https?:\/\//.test(url)
      return (
        <a
          href={url}
          {...(external
            ? { rel: 'noopener noreferrer', target: node.fields?.newTab ? '_blank' : undefined }
            : {})}
        >
          {nodesToJSX({ nodes: node.children })}
        </a>
      )
    },
  })

/** Lexical content rendered on the server, styled by the `.prose-mc` rules of globals.css. */
export function RichText({
  data,
  className = '',
  blocs = {},
}: {
  data: unknown
  className?: string
  blocs?: Record<string, ReactNode>
}) {
  if (!data || typeof data !== 'object' || !('root' in data)) return null
  return (
    <LexicalRichText
      data={data as SerializedEditorState}
      converters={converters(blocs)}
      className={`prose-mc ${className}`}
    />
  )
}
