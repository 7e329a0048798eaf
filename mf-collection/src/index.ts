// An async boundary: the shared libraries are negotiated with the federation runtime before any code uses them.
import('./bootstrap');
