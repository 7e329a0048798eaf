import { useId, type ReactNode, type SVGProps } from 'react';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  /** Size in px or any CSS length; defaults to 1.5em so icons follow the text around them. */
  size?: number | string;
  /** Makes the icon meaningful to screen readers; without it the icon is decorative (aria-hidden). */
  title?: string;
}

export type Icon = ((props: IconProps) => ReactNode) & { displayName: string };

/** Builds an icon component from the inner elements of a 24x24 stroked SVG. */
export function createIcon(name: string, shapes: ReactNode): Icon {
  function IconComponent({ size = '1.5em', title, ...svgProps }: IconProps) {
    const titleId = useId();
    const labelled = title !== undefined && title !== '';
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        viewBox="0 0 24 24"
        width={size}
        height={size}
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        focusable="false"
        {...(labelled ? { role: 'img', 'aria-labelledby': titleId } : { 'aria-hidden': true })}
        {...svgProps}
      >
        {labelled && <title id={titleId}>{title}</title>}
        {shapes}
      </svg>
    );
  }
  IconComponent.displayName = `${name}Icon`;
  return IconComponent;
}
