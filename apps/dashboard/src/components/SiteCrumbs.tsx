import { Link } from 'react-router';
import ui from '../styles/ui.module.css';

interface Props {
  /** The site the page belongs to: its name links to its page. */
  site: { client_id: string; name: string };
  /** Pages between the site and this one (Content, a collection…). */
  trail?: { to: string; label: string }[];
  /** This page's name. */
  current: string;
}

/** The breadcrumb every page of a site starts with: Sites / {site name} / … / {this page}. */
export function SiteCrumbs({ site, trail = [], current }: Props) {
  return (
    <p className={ui.crumbs}>
      <Link to="/">Sites</Link> / <Link to={`/sites/${site.client_id}`}>{site.name}</Link> /{' '}
      {trail.map((step) => (
        <span key={step.to}>
          <Link to={step.to}>{step.label}</Link> /{' '}
        </span>
      ))}
      <span aria-current="page">{current}</span>
    </p>
  );
}
