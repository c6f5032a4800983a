/*
 * Test-only stand-in for Google's api.js (gapi), which cannot load offline.
 * Firebase's popup and redirect flows, and the Auth Emulator's helper iframe,
 * use only gapi.load('gapi.iframes') and a small message channel between a
 * page and an iframe it opens. This implements that channel with postMessage.
 * Served to the browser by e2e/fixtures.ts through Playwright's routing.
 */
(function () {
  'use strict';
  var TAG = '__admitGapiStandIn';
  var onloadName = document.currentScript ? new URL(document.currentScript.src).searchParams.get('onload') : null;

  /** One end of the channel: handlers it answers, and calls it is waiting on. */
  function Channel(target) {
    this.target = target;
    this.handlers = {};
    this.queued = {};
    this.pending = {};
    this.ready = false;
    this.readyCallbacks = [];
  }
  Channel.prototype.post = function (message) {
    message[TAG] = true;
    this.target.postMessage(message, '*');
  };
  Channel.prototype.register = function (name, handler) {
    this.handlers[name] = handler;
    // Calls that arrived before the handler did are answered now.
    var waiting = this.queued[name] || [];
    delete this.queued[name];
    for (var i = 0; i < waiting.length; i++) this.answer(waiting[i]);
  };
  Channel.prototype.unregister = function (name) {
    delete this.handlers[name];
  };
  Channel.prototype.send = function (name, data, callback) {
    var id = Math.random().toString(36).slice(2);
    this.pending[id] = callback;
    this.post({ kind: 'call', name: name, data: data, id: id });
  };
  Channel.prototype.answer = function (message) {
    var self = this;
    var handler = this.handlers[message.name];
    if (!handler) {
      (this.queued[message.name] = this.queued[message.name] || []).push(message);
      return;
    }
    Promise.resolve(handler(message.data)).then(function (result) {
      self.post({ kind: 'reply', id: message.id, responses: result === undefined ? [] : [result] });
    });
  };
  Channel.prototype.receive = function (message) {
    if (message.kind === 'ready') {
      this.ready = true;
      this.readyCallbacks.splice(0).forEach(function (cb) {
        cb();
      });
    } else if (message.kind === 'call') {
      this.answer(message);
    } else if (message.kind === 'reply') {
      var callback = this.pending[message.id];
      delete this.pending[message.id];
      // gapi's channel keeps a reply callback's exception to itself. Firebase relies on it: its web-storage
      // check (_isIframeWebStorageSupported) calls _fail('internal-error') after every answer, by design.
      try {
        if (callback) callback(message.responses);
      } catch (error) {
        void error;
      }
    }
  };
  Channel.prototype.restyle = function () {
    return Promise.resolve();
  };
  Channel.prototype.ping = function (callback) {
    var self = this;
    return new Promise(function (resolve) {
      var done = function () {
        if (callback) callback();
        resolve();
      };
      if (self.ready) done();
      else self.readyCallbacks.push(done);
    });
  };

  var children = [];
  var parentChannel = null;

  window.addEventListener('message', function (event) {
    var message = event.data;
    if (!message || typeof message !== 'object' || !message[TAG]) return;
    for (var i = 0; i < children.length; i++) {
      if (children[i].target === event.source) return children[i].receive(message);
    }
    if (parentChannel && event.source === window.parent) parentChannel.receive(message);
  });

  var context = {
    open: function (options, onOpen) {
      var frame = document.createElement('iframe');
      frame.src = options.url;
      var attributes = options.attributes || {};
      Object.keys(attributes).forEach(function (name) {
        if (name === 'style') Object.assign(frame.style, attributes.style);
        else frame.setAttribute(name, attributes[name]);
      });
      (options.where || document.body).appendChild(frame);
      var channel = new Channel(frame.contentWindow);
      children.push(channel);
      return onOpen ? onOpen(channel) : Promise.resolve(channel);
    },
    getParentIframe: function () {
      if (!parentChannel) {
        parentChannel = new Channel(window.parent);
        parentChannel.post({ kind: 'ready' });
      }
      return parentChannel;
    },
  };

  window.gapi = {
    load: function (_name, options) {
      var callback = typeof options === 'function' ? options : options.callback;
      setTimeout(callback, 0);
    },
    iframes: {
      getContext: function () {
        return context;
      },
      CROSS_ORIGIN_IFRAMES_FILTER: function () {
        return true;
      },
      Iframe: Channel,
    },
  };

  if (onloadName && typeof window[onloadName] === 'function') setTimeout(window[onloadName], 0);
  if (typeof window.gapi_onload === 'function') setTimeout(window.gapi_onload, 0);
})();
