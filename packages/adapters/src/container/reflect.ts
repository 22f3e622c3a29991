// inversify reads decorator metadata through the Reflect API, which this polyfill provides.
import 'reflect-metadata';
