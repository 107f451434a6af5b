import { useState } from 'react';
import { useLocation } from 'react-router-dom';

import { bannerFor, modalFor, readDismissed, rememberDismissed } from '@/features/consent/prompts';
import type { Prompt } from '@/features/consent/prompts';
import { useLoaded } from '@/hooks/useLoaded';
import { useNextTask } from '@/hooks/useNextTask';
import { useGetSiteConfigQuery } from '@/services/site';

import { useAppSelector } from './hooks';
import { selectWelcomeGone } from './welcomeState';

// The consent modal, the domain notice and the banner: fetched once one of them must show (without
// suspending: see useLoaded).
const loadPrompts = () =>
  import(/* webpackChunkName: "site-prompts" */ '@/features/consent/Prompts');

/**
 * The first-visit prompts, after the welcome overlay: the cookie consent modal, then the domain
 * notice, and the bottom announcement banner (these two only when the site's settings have a text).
 */
export function SitePrompts() {
  const ready = useAppSelector(selectWelcomeGone);
  const consent = useAppSelector((state) => state.consent);
  const { data: site } = useGetSiteConfigQuery();
  const { pathname } = useLocation();
  const [dismissed, setDismissed] = useState(readDismissed);
  // Once loaded the prompts stay mounted, so a closing modal can fade out.
  const [wanted, setWanted] = useState(false);
  // Decided in a task after the shell's extras are in: mounted with them, the prompts made one long
  // block of the browser's time out of two.
  const settled = useNextTask();

  const modal = ready && settled ? modalFor(consent, site, pathname, dismissed) : null;
  const banner = ready && settled && bannerFor(site, dismissed);
  if ((modal || banner) && !wanted) setWanted(true);
  const prompts = useLoaded(loadPrompts, wanted);
  if (!prompts) return null;
  const { default: Prompts } = prompts;

  const dismiss = (prompt: Prompt) => {
    rememberDismissed(prompt);
    setDismissed((now) => ({ ...now, [prompt]: true }));
  };
  return <Prompts modal={modal} banner={banner} site={site} onDismiss={dismiss} />;
}
