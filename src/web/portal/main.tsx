/** @jsxImportSource @/portal/dom */
import { isTheme } from '#shared/domain/themes';
import { fetchPortalPage, tokenOfPath } from './portal-api';
import { PortalPage } from './portal-page';
import { FailurePage, InvalidLinkPage, LoadingPage } from './status-page';
import './portal.css';

// The client portal's entry (issue 27 item 5, docs/decisions/051): its own page in the build
// (vite.config.ts), with no app shell and no staff code. It asks the API for the page of the
// token in its address and draws it; any unusable link gets the one plain page.

const root = document.getElementById('portal')!;
const show = (node: Node) => root.replaceChildren(node);
const token = tokenOfPath(window.location.pathname);

async function load() {
  show(<LoadingPage />);
  const outcome = await fetchPortalPage(token);
  if (outcome.ok) {
    if (isTheme(outcome.data.shop.theme)) document.documentElement.dataset.theme = outcome.data.shop.theme;
    document.title = `${outcome.data.client.name} · Mi cuenta`;
    show(<PortalPage page={outcome.data} token={token} />);
  } else if (outcome.status === 404) show(<InvalidLinkPage />);
  else show(<FailurePage message={outcome.error} onRetry={() => void load()} />);
}

void load();
