import './app.css';
import { renderStandalone } from '../../remote.harness';
import { routes } from './routes';

renderStandalone({ remote: 'mfe_admin', prefix: '/admin', routes });
